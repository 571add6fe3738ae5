import { describe, expect, it } from 'vitest'

import { json, server } from '@/testing/server'

import { currentTypeSlug, fetchCatalog, findCategory, findType, isAllowedCategory } from './catalog'

describe('catalog', () => {
  it('loads the fourteen categories, bike-lane without types', async () => {
    const catalog = await fetchCatalog()
    expect(catalog).toHaveLength(14)
    const bikeLane = findCategory(catalog, 'bike-lane')
    expect(bikeLane?.types).toEqual([])
    expect(findType(findCategory(catalog, 'road-infrastructure'), 'pothole')?.label.es).toBe('Bache')
  })

  it('refuses a catalog of the wrong shape', async () => {
    server.use({ 'GET /api/catalog': () => json(200, [{ category: 'x' }]) })
    await expect(fetchCatalog()).rejects.toThrow()
  })

  it('maps the old type slugs to the current ones, within their category only', () => {
    expect(currentTypeSlug('careless-driver', 'unsafe-lane-change')).toBe('distracted-driving')
    expect(currentTypeSlug('road-infrastructure', 'missing-curb-ramp')).toBe('missing-curb-ramp-road')
    expect(currentTypeSlug('infrastructure-gaps', 'missing-curb-ramp')).toBeNull()
    expect(currentTypeSlug('road-infrastructure', 'pothole')).toBeNull()
  })

  it('admits a role listed by a restricted category', async () => {
    const bikeLane = findCategory(await fetchCatalog(), 'bike-lane')
    if (!bikeLane) throw new Error('no bike-lane')
    expect(isAllowedCategory(bikeLane, ['reviewer', 'reporter_admin'])).toBe(true)
    expect(isAllowedCategory(bikeLane, ['reviewer'])).toBe(false)
  })
})
