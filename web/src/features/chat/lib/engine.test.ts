import { describe, expect, it } from 'vitest'

import type { Script } from '../api/chat-api'
import { answer, backTo, currentId, emptyConversation, END, isConversation, progress, valid } from './engine'

const script: Script = {
  type: 'illegal-lockouts',
  lang: 'en',
  title: 'Illegal Lockout',
  description: '',
  disclaimer: '',
  rights: [],
  start: 'now',
  steps: [
    { id: 'now', kind: 'choice', prompt: 'Now?', options: [{ value: 'yes', label: 'Yes', next: 'urgent' }, { value: 'no', label: 'No', next: 'what' }] },
    { id: 'urgent', kind: 'info', prompt: 'Safety first', next: 'what' },
    { id: 'what', kind: 'text', prompt: 'What happened?', next: 'unit', max: 100 },
    { id: 'unit', kind: 'text', prompt: 'Unit?', next: 'end', optional: true, max: 10 },
  ],
  next_steps: [],
  resources: [],
}

describe('conversation engine', () => {
  it('follows the branch of each answer to the end', () => {
    let c = answer(script, emptyConversation, ['yes'])
    expect(currentId(script, c)).toBe('urgent')
    c = answer(script, c, [])
    c = answer(script, c, ['Locks changed'])
    c = answer(script, c, [''])
    expect(currentId(script, c)).toBe(END)
    expect(c.history).toEqual(['now', 'urgent', 'what', 'unit'])
    expect(answer(script, c, ['x'])).toBe(c)

    const other = answer(script, emptyConversation, ['no'])
    expect(currentId(script, other)).toBe('what')
  })

  it('goes back to a step keeping the answers as suggestions, and counts progress along the likely path', () => {
    let c = answer(script, emptyConversation, ['no'])
    c = answer(script, c, ['Locks changed'])
    expect(progress(script, c)).toEqual({ done: 2, total: 3 })
    c = backTo(c, 'now')
    expect(c.history).toEqual([])
    expect(c.answers.what).toEqual(['Locks changed'])
    // The stored "no" is followed for the estimate, not the first option.
    expect(progress(script, c)).toEqual({ done: 0, total: 3 })
    expect(progress(script, emptyConversation)).toEqual({ done: 0, total: 4 })
  })

  it('keeps the later answers when an earlier one is changed, asking only the steps the new path adds', () => {
    let c = answer(script, emptyConversation, ['no'])
    c = answer(script, c, ['Locks changed'])
    c = answer(script, c, ['3B'])
    expect(currentId(script, c)).toBe(END)
    // Changing "now" to yes adds the urgent step: asked, then the kept answers carry on to the end.
    c = answer(script, backTo(c, 'now'), ['yes'])
    expect(c.history).toEqual(['now'])
    expect(currentId(script, c)).toBe('urgent')
    c = answer(script, c, [])
    expect(c.history).toEqual(['now', 'urgent', 'what', 'unit'])
    expect(c.answers.unit).toEqual(['3B'])
    expect(currentId(script, c)).toBe(END)
    // Changing it back skips the urgent step and keeps every later answer.
    c = answer(script, backTo(c, 'now'), ['no'])
    expect(c.history).toEqual(['now', 'what', 'unit'])
    expect(currentId(script, c)).toBe(END)
    // Going back one step asks that step only.
    c = backTo(c, 'unit')
    expect(answer(script, c, ['4A']).history).toEqual(['now', 'what', 'unit'])
  })

  it('accepts only well-formed stored conversations that still follow the script', () => {
    expect(isConversation({ history: ['now'], answers: { now: ['yes'] } })).toBe(true)
    expect(isConversation({ history: 'now', answers: {} })).toBe(false)
    expect(isConversation({ history: [], answers: { now: [1] } })).toBe(false)
    expect(isConversation(null)).toBe(false)
    const stale = { history: ['now', 'what', 'unit'], answers: { now: ['yes'], what: ['x'] } }
    expect(valid(script, stale).history).toEqual(['now'])
  })
})
