import { afterEach, describe, expect, it, vi } from 'vitest'

import { apartFromLoad, eachInTask, partsPending } from './render-tasks'

afterEach(() => {
  vi.resetModules()
})

describe('eachInTask', () => {
  it('runs the steps in order, later, each in a task of its own', async () => {
    const log: string[] = []
    eachInTask(
      () => {
        log.push('a')
        queueMicrotask(() => log.push('after a'))
      },
      () => log.push('b'),
    )
    expect(log).toEqual([])
    await new Promise((resolve) => setTimeout(resolve))
    // A microtask of a step runs before the next step: the step's task had ended.
    expect(log).toEqual(['a', 'after a', 'b'])
  })
})

describe('apartFromLoad', () => {
  it('resolves a task after the load during the first page view, counted as a part pending', async () => {
    const log: string[] = []
    const load = apartFromLoad(() => Promise.resolve('module'))
    const loaded = load().then((m) => log.push(m))
    setTimeout(() => log.push('a task queued after the load'), 0)
    await Promise.resolve()
    await Promise.resolve()
    expect(partsPending()).toBe(1)
    await loaded
    expect(log).toEqual(['a task queued after the load', 'module'])
    expect(partsPending()).toBe(0)
  })

  it('resolves with the load once the first page view is over', async () => {
    const tasks = await import('./render-tasks')
    tasks.renderWhole()
    const log: string[] = []
    const loaded = tasks.apartFromLoad(() => Promise.resolve('module'))().then((m) => log.push(m))
    setTimeout(() => log.push('a task'), 0)
    await loaded
    expect(log).toEqual(['module'])
  })
})
