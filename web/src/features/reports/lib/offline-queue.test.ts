import { describe, expect, it, vi } from 'vitest'

import { aReport } from '@/testing/features/reports/fixtures'
import { installFakeXHR, lastXHR } from '@/testing/features/reports/fake-xhr'

import { sendQueued } from '../hooks/use-offline-queue'
import { isQueued, newKey, queuedReports, saveQueued, toFormData, toQueued } from './offline-queue'
import { prepareForQueue } from './prepare-for-queue'
import { shrinkable, shrunkSize } from './shrink-photo'

// This browser's storage at its boundary: jsdom has no IndexedDB.
vi.mock('idb-keyval', () => {
  const stores = new Map<string, Map<string, unknown>>()
  const store = (name: string) => stores.get(name) ?? stores.set(name, new Map()).get(name) ?? new Map<string, unknown>()
  return {
    createStore: (db: string, name: string) => `${db}/${name}`,
    set: (key: string, value: unknown, name: string) => Promise.resolve(void store(name).set(key, value)),
    del: (key: string, name: string) => Promise.resolve(void store(name).delete(key)),
    values: (name: string) => Promise.resolve([...store(name).values()]),
  }
})

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

  it('keep the areas marked to blur with the photos, and send them later as they were', async () => {
    installFakeXHR()
    const blur = JSON.stringify([[{ x: 0.42, y: 0.41, w: 0.21, h: 0.2 }], []])
    const body = new FormData()
    body.set('category', 'illegal-parking')
    body.set('type', 'double-parking')
    body.set('latitude', '40.7191')
    body.set('longitude', '-74.0425')
    body.set('blur', blur)
    body.append('photos', new File(['one'], 'plate.jpg', { type: 'image/jpeg' }), 'plate.jpg')
    body.append('photos', new File(['two'], 'street.jpg', { type: 'image/jpeg' }), 'street.jpg')

    // Made ready for this browser's storage (large photos shrunk: upright, same proportions), then saved.
    const entry = toQueued(await prepareForQueue(body), 'k-blur', 'user-9', new Date('2026-11-23T10:00:00Z'))
    expect(entry.fields).toContainEqual(['blur', blur])
    await saveQueued(entry)
    const [kept] = await queuedReports('user-9')
    expect(kept?.fields).toContainEqual(['blur', blur])

    // Sent once the connection is back: the same boxes, before the photos, in their order.
    const sent = sendQueued('user-9')
    await vi.waitFor(() => expect(lastXHR().headers['Idempotency-Key']).toBe('k-blur'))
    const again = lastXHR().body ?? new FormData()
    expect(again.get('blur')).toBe(blur)
    expect(Array.from(again.keys()).slice(-3)).toEqual(['blur', 'photos', 'photos'])
    expect(again.getAll('photos').map((p) => (p instanceof File ? p.name : p))).toEqual(['plate.jpg', 'street.jpg'])
    lastXHR().respond(201, aReport({ id: 'sent-1' }))
    expect(await sent).toEqual({ sent: 1, refused: 0 })
    expect(await queuedReports('user-9')).toEqual([])
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
