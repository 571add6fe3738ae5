import { Suspense, useLayoutEffect, useState, type ReactNode } from 'react'

import { drawsCopy } from '@/lib/hydration'
import { holdPart, inNextTask, splitsRender } from '@/lib/render-tasks'

/**
 * Later renders its children one task after it is rendered itself during
 * the first page view (lib/render-tasks.ts), and at once after that. Until
 * then it renders fallback (nothing by default): use it where the wait
 * moves nothing on screen (below the page's content, in a hidden render, or
 * with a fallback of the same size). A part that suspends when it renders
 * (its translations not loaded yet, say) shows the fallback too, rather than
 * hiding the page already shown for the boundary above, and counts as
 * pending meanwhile (the app counts as started once none is: lib/hydration.ts).
 * Drawing a prerendered copy, it renders its children at once: the copy
 * holds them.
 */
export function Later({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [shown, setShown] = useState(() => drawsCopy() || !splitsRender())
  useLayoutEffect(() => {
    if (!shown) return inNextTask(() => setShown(true))
  }, [shown])
  return shown ? <Suspense fallback={<Waiting>{fallback}</Waiting>}>{children}</Suspense> : fallback
}

function Waiting({ children }: { children: ReactNode }) {
  useLayoutEffect(() => holdPart(), [])
  return children
}
