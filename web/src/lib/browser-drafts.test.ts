import { afterEach, describe, expect, it } from 'vitest'

import { clearDrafts, DRAFT_DAYS, readDraft, removeDraft, writeDraft } from './browser-drafts'

const day = 24 * 60 * 60 * 1000

describe('browser drafts', () => {
  afterEach(() => window.localStorage.clear())

  it('keeps a draft in localStorage for DRAFT_DAYS days from its last change, then forgets it', () => {
    const now = Date.UTC(2026, 10, 20)
    writeDraft('chat.x', { a: 1 }, now)
    expect(window.localStorage.getItem('vecino.draft.chat.x')).not.toBeNull()
    expect(readDraft('chat.x', now + (DRAFT_DAYS - 1) * day)).toEqual({ a: 1 })
    expect(readDraft('chat.x', now + (DRAFT_DAYS + 1) * day)).toBeNull()
    expect(window.localStorage.getItem('vecino.draft.chat.x')).toBeNull()
  })

  it('forgets one draft or all of them, and ignores what it did not write', () => {
    writeDraft('chat.a', 1)
    writeDraft('chat.b', 2)
    window.localStorage.setItem('vecino.language', 'es')
    window.localStorage.setItem('vecino.draft.chat.old', '{"history":[]}')
    expect(readDraft('chat.old')).toBeNull()
    removeDraft('chat.a')
    expect(readDraft('chat.a')).toBeNull()
    expect(readDraft('chat.b')).toBe(2)
    clearDrafts()
    expect(readDraft('chat.b')).toBeNull()
    expect(window.localStorage.getItem('vecino.language')).toBe('es')
  })
})
