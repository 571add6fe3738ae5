/**
 * Cluster bubbles on the public map stay readable at every zoom (docs/PRODUCT.md
 * §10): each is sized by its count, shows the count abbreviated ("1.2k"), and
 * bubbles that would overlap on screen are merged into one. Both map
 * providers draw what layoutClusters returns; it is pure, so it is tested
 * without a map.
 */

export type ClusterInput = { lat: number; lng: number; count: number }

/** Bubble is a cluster as drawn: its point, count, diameter in CSS pixels and the text inside. */
export type Bubble = { lat: number; lng: number; count: number; size: number; text: string }

export const minBubble = 32
export const maxBubble = 60
/** gap is the least space, in pixels, kept between two bubbles. */
export const gap = 4

/** abbreviateCount writes a count in at most four characters: 999, 1.2k, 12k, 123k, 1.2M. */
export function abbreviateCount(count: number): string {
  const units: [number, string][] = [
    [1e9, 'B'],
    [1e6, 'M'],
    [1e3, 'k'],
  ]
  for (const [unit, suffix] of units) {
    if (count >= unit) {
      const value = count / unit
      // One decimal below 10 (1.2k), none above (12k); never round up into the next unit's "1000k".
      const text = value < 10 ? (Math.floor(value * 10) / 10).toFixed(1).replace(/\.0$/, '') : String(Math.floor(value))
      return `${text}${suffix}`
    }
  }
  return String(count)
}

/** bubbleSize grows with the count's order of magnitude: 32 px for a handful, 60 px from 100,000. */
export function bubbleSize(count: number): number {
  const size = minBubble + 6 * Math.log10(Math.max(count, 1))
  return Math.round(Math.min(maxBubble, Math.max(minBubble, size)))
}

/** project places a point in Web Mercator pixels at zoom (256-pixel tiles), as Leaflet and Google Maps both do. */
export function project(lat: number, lng: number, zoom: number): { x: number; y: number } {
  const scale = 256 * 2 ** zoom
  const clamped = Math.max(-85.05112878, Math.min(85.05112878, lat))
  const sin = Math.sin((clamped * Math.PI) / 180)
  return {
    x: ((lng + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  }
}

type Placed = { lat: number; lng: number; count: number; x: number; y: number }

function overlaps(a: Placed, b: Placed): boolean {
  const reach = (bubbleSize(a.count) + bubbleSize(b.count)) / 2 + gap
  return Math.hypot(a.x - b.x, a.y - b.y) < reach
}

/**
 * layoutClusters turns the server's clusters into bubbles for a map at zoom:
 * any two that would overlap are merged (counts summed, the point weighted
 * by count) until none do; the largest come first.
 */
export function layoutClusters(clusters: readonly ClusterInput[], zoom: number): Bubble[] {
  let placed: Placed[] = clusters
    .filter((c) => c.count > 0)
    .map((c) => ({ ...c, ...project(c.lat, c.lng, zoom) }))
  for (let changed = true; changed; ) {
    changed = false
    placed.sort((a, b) => b.count - a.count)
    const next: Placed[] = []
    for (const c of placed) {
      const host = next.find((p) => overlaps(p, c))
      if (!host) {
        next.push({ ...c })
        continue
      }
      const count = host.count + c.count
      host.lat = (host.lat * host.count + c.lat * c.count) / count
      host.lng = (host.lng * host.count + c.lng * c.count) / count
      Object.assign(host, project(host.lat, host.lng, zoom), { count })
      changed = true
    }
    placed = next
  }
  return placed.map(({ lat, lng, count }) => ({ lat, lng, count, size: bubbleSize(count), text: abbreviateCount(count) }))
}
