import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'

import { askablePositions, reviewKeys, staleAfterMove, transitionKey } from './query-keys'

describe('which review queries a refresh may ask for', () => {
  it('skips the queue position of a report this page is moving, and of the one just moved', async () => {
    const queryClient = new QueryClient()
    let finish: () => void = () => {}
    const moving = queryClient
      .getMutationCache()
      .build(queryClient, { mutationKey: transitionKey, mutationFn: () => new Promise<void>((resolve) => (finish = resolve)) })
    const done = moving.execute({ id: 'a' })
    await Promise.resolve()

    const askable = askablePositions(queryClient)
    expect(askable({ queryKey: reviewKeys.position('screening', 'a') })).toBe(false)
    expect(askable({ queryKey: reviewKeys.position('screening', 'b') })).toBe(true)
    expect(askable({ queryKey: reviewKeys.report('a') })).toBe(true)
    expect(staleAfterMove('b')({ queryKey: reviewKeys.position('pending', 'b') })).toBe(false)

    finish()
    await done
    expect(askablePositions(queryClient)({ queryKey: reviewKeys.position('screening', 'a') })).toBe(true)
  })
})
