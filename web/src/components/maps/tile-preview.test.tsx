import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { TilePreview } from './tile-preview'

describe('TilePreview', () => {
  it('shows the 5 × 5 tiles around the centre where Leaflet puts them, the outer ring loaded lazily', () => {
    const { container } = render(<TilePreview center={{ lat: 40.7178, lng: -74.0431 }} zoom={13} tileUrl="https://{s}.tiles.example.org/{z}/{x}/{y}{r}.png" />)
    const preview = container.firstElementChild
    expect(preview).toHaveAttribute('aria-hidden', 'true')
    const tiles = [...container.querySelectorAll('img')]
    expect(tiles).toHaveLength(25)
    expect(tiles.filter((img) => img.getAttribute('loading') === 'lazy')).toHaveLength(16)
    // The centre is 28 px from the left of tile 2411, 3079 and 226 from its top, as in the server's copy (internal/webhost/tile_preview_test.go).
    const centre = tiles.find((img) => img.getAttribute('src') === 'https://a.tiles.example.org/13/2411/3079.png')
    expect(centre).toHaveAttribute('alt', '')
    expect(centre?.getAttribute('loading')).toBeNull()
    expect(centre?.style.left).toMatch(/^calc\(50% (- |\+ -)28px\)$/)
    expect(centre?.style.top).toMatch(/^calc\(50% (- |\+ -)226px\)$/)
  })

  it('wraps around the antimeridian and leaves out rows beyond the poles', () => {
    const { container } = render(<TilePreview center={{ lat: 84, lng: 179.9 }} zoom={3} tileUrl="/{z}/{x}/{y}.png" />)
    const sources = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'))
    expect(sources).toContain('/3/0/0.png')
    expect(sources).toContain('/3/7/0.png')
    expect(sources.every((src) => /^\/3\/[0-7]\/[0-7]\.png$/.test(src ?? ''))).toBe(true)
  })
})
