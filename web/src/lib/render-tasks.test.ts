import { describe, expect, it } from 'vitest'

import { eachInTask } from './render-tasks'

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
