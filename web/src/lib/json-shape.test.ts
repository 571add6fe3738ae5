import { describe, expect, expectTypeOf, it } from 'vitest'

import * as z from './json-shape'

const schema = z.object({
  name: z.string().check(z.minLength(1)),
  count: z.number(),
  on: z.boolean(),
  kind: z.enum(['a', 'b']),
  note: z.optional(z.string()),
  parent: z.nullable(z.string()),
  tags: z.array(z.object({ id: z.string() })),
})

describe('json-shape', () => {
  it('returns the declared keys of a valid value and drops the rest', () => {
    const data = schema.parse({ name: 'x', count: 1, on: true, kind: 'a', parent: null, tags: [{ id: 't', extra: 1 }], other: 2 })
    expect(data).toEqual({ name: 'x', count: 1, on: true, kind: 'a', parent: null, tags: [{ id: 't' }] })
    expect('note' in data).toBe(false)
    expectTypeOf(data).toEqualTypeOf<{
      name: string
      count: number
      on: boolean
      kind: 'a' | 'b'
      note?: string | undefined
      parent: string | null
      tags: { id: string }[]
    }>()
  })

  it('lists every problem with its path', () => {
    const result = schema.safeParse({ name: '', count: Number.NaN, on: 'yes', kind: 'c', note: 3, tags: [{}] })
    expect(result.success).toBe(false)
    if (result.success) return
    expect(result.error.issues.map((i) => i.path.join('.'))).toEqual(['name', 'count', 'on', 'kind', 'note', 'parent', 'tags.0.id'])
    expect(() => schema.parse(null)).toThrow('(root): expected object')
  })
})
