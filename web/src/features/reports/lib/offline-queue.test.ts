import { describe, expect, it } from 'vitest'

import { isQueued, newKey, toFormData, toQueued } from './offline-queue'
import { shrinkable, shrunkSize } from './shrink-photo'

describe('offline queue entries', () => {
  it('keep every field and file of a report and give them back in order', () => {
    const body = new FormData()
    body.set('category', 'road-infrastructure')
    body.set('type', 'pothole')
    body.set('description', 'Deep pothole at the corner')
    body.append('photos', new File(['one'], 'a.jpg', { type: 'image/jpeg' }), 'a.jpg')
    body.append('photos', new File(['two'], 'b.png', { type: 'image/png' }), 'b.png')
    const entry = toQueued(body, 'k-1', 'user-1', new Date('2026-11-23T10:00:00Z'))
    expect(entry).toMatchObject({ key: 'k-1', userId: 'user-1', category: 'road-infrastructure', type: 'pothole', queuedAt: '2026-11-23T10:00:00.000Z' })
    expect(entry.files.map((f) => [f.name, f.type])).toEqual([['a.jpg', 'image/jpeg'], ['b.png', 'image/png']])
    expect(isQueued(entry)).toBe(true)

    const again = toFormData(entry)
    expect(Array.from(again.keys())).toEqual(['category', 'type', 'description', 'photos', 'photos'])
    expect(again.get('description')).toBe('Deep pothole at the corner')
    const photos = again.getAll('photos')
    expect(photos.map((p) => (p instanceof File ? p.name : p))).toEqual(['a.jpg', 'b.png'])
  })

  it('are told apart from reports the server answered', () => {
    expect(isQueued({ id: 'r1', status: 'screening', photos: [] })).toBe(false)
  })

  it('get a fresh key each time, usable as an Idempotency-Key', () => {
    const a = newKey()
    expect(a).toMatch(/^[A-Za-z0-9_-]{1,64}$/)
    expect(newKey()).not.toBe(a)
  })
})

describe('photo shrinking before queueing', () => {
  it('touches only large photos', () => {
    expect(shrinkable(new Blob([new Uint8Array(900_000)], { type: 'image/jpeg' }))).toBe(true)
    expect(shrinkable(new Blob([new Uint8Array(10_000)], { type: 'image/jpeg' }))).toBe(false)
    expect(shrinkable(new Blob([new Uint8Array(900_000)], { type: 'application/pdf' }))).toBe(false)
  })

  it('fits the longer side within 2048 px and keeps the proportions', () => {
    expect(shrunkSize(4032, 3024)).toEqual({ width: 2048, height: 1536 })
    expect(shrunkSize(3000, 6000)).toEqual({ width: 1024, height: 2048 })
    expect(shrunkSize(800, 600)).toEqual({ width: 800, height: 600 })
  })
})
