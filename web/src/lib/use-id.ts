import { useState } from 'react'

let next = 0

/**
 * useId is an id unique on the page, for tying a label, a hint or a heading
 * to its element. Not React's: on Preact (the build, vite.config.ts),
 * useId counts from P0-0 again in every render root and every part that
 * suspended and rendered later (a lazy page), so the
 * sidebar and a page's heading both got id "P0-0" (two elements, one id:
 * aria-labelledby then names the wrong one). Hydrating a prerendered copy
 * keeps the copy's ids (lib/hydration.ts), which the build writes as
 * "c-…", so that they never repeat an id the app writes.
 */
const prefix = import.meta.env.SSR ? 'c-' : 'id-'

export function useId(): string {
  const [id] = useState(() => prefix + (next++).toString(36))
  return id
}
