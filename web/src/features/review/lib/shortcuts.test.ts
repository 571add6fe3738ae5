import { afterEach, describe, expect, it } from 'vitest'

import { shortcutFor } from './shortcuts'

function press(key: string, init: KeyboardEventInit = {}, target: HTMLElement = document.body): string | null {
  let got: string | null = 'not dispatched'
  const listener = (event: KeyboardEvent) => {
    got = shortcutFor(event)
  }
  document.addEventListener('keydown', listener)
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, ...init }))
  document.removeEventListener('keydown', listener)
  return got
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('review shortcuts', () => {
  it('maps j, k, a, f, r, p and ? to their actions', () => {
    expect(press('j')).toBe('next')
    expect(press('k')).toBe('previous')
    expect(press('a')).toBe('decide')
    expect(press('f')).toBe('decide')
    expect(press('r')).toBe('reject')
    expect(press('p')).toBe('photos')
    expect(press('?', { shiftKey: true })).toBe('help')
    expect(press('x')).toBeNull()
  })

  it('never fires with a modifier held (Ctrl+R reloads, Shift+A is a capital)', () => {
    expect(press('r', { ctrlKey: true })).toBeNull()
    expect(press('a', { metaKey: true })).toBeNull()
    expect(press('j', { altKey: true })).toBeNull()
    expect(press('A', { shiftKey: true })).toBeNull()
    expect(press('a', { shiftKey: true })).toBeNull()
  })

  it('never fires while typing in an input, textarea, select or contenteditable', () => {
    for (const html of ['<input />', '<textarea></textarea>', '<select><option>x</option></select>', '<div contenteditable="true"></div>']) {
      document.body.innerHTML = html
      const field = document.body.firstElementChild as HTMLElement
      // jsdom has no isContentEditable: the attribute stands for it.
      if (field.hasAttribute('contenteditable')) Object.defineProperty(field, 'isContentEditable', { value: true })
      field.focus()
      expect(press('a', {}, field), html).toBeNull()
    }
  })

  it('never fires while a dialog is open', () => {
    document.body.innerHTML = '<div role="dialog"><button>Close</button></div>'
    expect(press('j')).toBeNull()
    document.body.innerHTML = '<div role="alertdialog"></div>'
    expect(press('a')).toBeNull()
  })
})
