/**
 * The tiles of a Leaflet map's first view as plain images, for the moment
 * before the map's code has loaded: the same tiles where Leaflet will put
 * them (the centre in the middle of the box), so that the map shows as soon
 * as they arrive. On a phone they are the public map's largest paint, which
 * then waits on no script. The server draws the same markup into the map
 * page's prerendered HTML from its own map settings
 * (internal/webhost/tile_preview.go); keep the two alike.
 */

const tileSize = 256

/** PreviewTile is one tile: its address and its offset from the box's centre, in pixels. */
type PreviewTile = { src: string; left: number; top: number; lazy: boolean }

/**
 * previewTiles are the 5 × 5 tiles around center at zoom (Web Mercator, as
 * Leaflet's default projection) from tileUrl, a Leaflet tile template. The
 * 3 × 3 in the middle cover a phone's box and load at once; the outer ring
 * (a wide box's) loads only where it shows (loading="lazy").
 */
function previewTiles(center: { lat: number; lng: number }, zoom: number, tileUrl: string): PreviewTile[] {
  const scale = tileSize * 2 ** zoom
  const lat = (center.lat * Math.PI) / 180
  const x = ((center.lng + 180) / 360) * scale
  const y = ((1 - Math.log(Math.tan(lat) + 1 / Math.cos(lat)) / Math.PI) / 2) * scale
  const tiles: PreviewTile[] = []
  const count = 2 ** zoom
  const [cx, cy] = [Math.floor(x / tileSize), Math.floor(y / tileSize)]
  for (let j = cy - 2; j <= cy + 2; j++) {
    if (j < 0 || j >= count) continue
    for (let i = cx - 2; i <= cx + 2; i++) {
      const wrapped = ((i % count) + count) % count
      const src = tileUrl.replace('{z}', String(zoom)).replace('{x}', String(wrapped)).replace('{y}', String(j)).replace('{s}', 'a').replace('{r}', '')
      tiles.push({ src, left: Math.round(i * tileSize - x), top: Math.round(j * tileSize - y), lazy: Math.abs(i - cx) === 2 || Math.abs(j - cy) === 2 })
    }
  }
  return tiles
}

/** TilePreview shows previewTiles filling its box; prerendered, it is the place the server fills. */
export function TilePreview({ center, zoom, tileUrl }: { center: { lat: number; lng: number }; zoom: number; tileUrl: string }) {
  if (import.meta.env.SSR) return <div data-tile-preview="" />
  return (
    <div aria-hidden="true" className="relative h-full w-full overflow-hidden bg-muted">
      {previewTiles(center, zoom, tileUrl).map((tile) => (
        <img
          key={tile.src}
          src={tile.src}
          alt=""
          width={tileSize}
          height={tileSize}
          loading={tile.lazy ? 'lazy' : undefined}
          className="absolute max-w-none"
          style={{ left: `calc(50% + ${String(tile.left)}px)`, top: `calc(50% + ${String(tile.top)}px)` }}
        />
      ))}
    </div>
  )
}
