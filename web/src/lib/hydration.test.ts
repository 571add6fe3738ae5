import type { ChangeEvent, SubmitEvent } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'

// Each test takes fresh copies of the modules (whether the page has been
// drawn is module state), the renderer's with them.
async function load() {
  vi.resetModules()
  return { ...(await import('./hydration')), ...(await import('react')), rtl: await import('@testing-library/react') }
}

afterEach(() => {
  document.body.innerHTML = ''
})

function rootWith(html: string): HTMLElement {
  document.body.innerHTML = `<div id="root">${html}</div>`
  const root = document.getElementById('root')
  if (!root) throw new Error('no #root')
  return root
}

describe('startApp', () => {
  it('renders afresh into an empty root, which is the app at once', async () => {
    const { startApp, pageDrawn, createElement, useLayoutEffect } = await load()
    const root = rootWith('')
    function Page() {
      useLayoutEffect(pageDrawn, [])
      return createElement('h1', null, 'Dashboard')
    }
    const started = startApp(root, createElement(Page))
    expect(root.hasAttribute('data-app')).toBe(true)
    await started
    expect(root.querySelector('h1')?.textContent).toBe('Dashboard')
  })

  it('hydrates the copy: its elements stay, the typed value comes back, and a form sent early is sent by the app', async () => {
    const { startApp, pageDrawn, drawsCopy, useCopyRender, createElement, useLayoutEffect, useState } = await load()
    const root = rootWith('<form><h1>Log in</h1><input name="email" value=""><p>desktop</p></form>')
    const heading = root.querySelector('h1')
    const field = root.querySelector('input')
    if (!field) throw new Error('no field')
    field.value = 'ana@example.org' // typed before the app's scripts had run
    root.querySelector('form')?.setAttribute('data-submitted', '') // sent then: spa.go's script held it back
    const sent: string[] = []
    const copyRenders: boolean[] = []
    function Page() {
      const [email, setEmail] = useState('')
      const copy = useCopyRender()
      copyRenders.push(copy)
      useLayoutEffect(pageDrawn, [])
      const submit = (event: SubmitEvent<HTMLFormElement>) => {
        event.preventDefault()
        sent.push(email)
      }
      return createElement(
        'form',
        { onSubmit: submit },
        createElement('h1', null, 'Log in'),
        createElement('input', { name: 'email', value: email, onInput: (e: ChangeEvent<HTMLInputElement>) => setEmail(e.currentTarget.value) }),
        createElement('p', null, copy ? 'desktop' : 'phone'),
      )
    }
    const started = startApp(root, createElement(Page))
    expect(drawsCopy()).toBe(true)
    expect(root.hasAttribute('data-app')).toBe(false)
    await started
    expect(drawsCopy()).toBe(false)
    expect(root.hasAttribute('data-app')).toBe(true)
    expect(root.querySelector('h1')).toBe(heading) // adopted, not drawn again
    expect(root.querySelector('input')?.value).toBe('ana@example.org')
    expect(sent).toEqual(['ana@example.org'])
    expect(root.querySelector('form')?.hasAttribute('data-submitted')).toBe(false)
    // The first render draws the copy as built; the next one what the browser knows.
    expect(copyRenders[0]).toBe(true)
    await vi.waitFor(() => expect(root.querySelector('p')?.textContent).toBe('phone'))
  })
})

describe('lazyPart', () => {
  it('counts as pending until its code has loaded and it has rendered', async () => {
    const { lazyPart, partsPending, createElement, Suspense, rtl } = await load()
    const { render, screen } = rtl
    type Module = { default: () => ReturnType<typeof createElement> }
    let resolve: (module: Module) => void = () => undefined
    const Part = lazyPart(() => new Promise<Module>((r) => (resolve = r)))
    render(createElement(Suspense, { fallback: null }, createElement(Part)))
    expect(partsPending()).toBe(1)
    resolve({ default: () => createElement('p', null, 'the part') })
    expect(await screen.findByText('the part')).toBeInTheDocument()
    await vi.waitFor(() => expect(partsPending()).toBe(0))
  })
})
