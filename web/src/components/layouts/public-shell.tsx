import type { ReactNode } from 'react'

import { InsideMain } from '@/components/errors/main-landmark'

import { PublicFooter } from './public-footer'
import { PublicHeader } from './public-header'
import { SkipLink } from './skip-link'

/** PublicShell frames public pages with the header and footer. */
export function PublicShell({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <PublicHeader signedIn={signedIn} />
      {/* At least a screen tall: while a page's code and data load, the
          footer waits below the fold instead of jumping down (layout shift). */}
      <main id="main" tabIndex={-1} className="min-h-svh flex-1 outline-none">
        <InsideMain.Provider value>
          {children}
        </InsideMain.Provider>
      </main>
      <PublicFooter signedIn={signedIn} />
    </div>
  )
}

/** HeaderOnlyShell frames the chat pages: the header and the page, no footer. */
export function HeaderOnlyShell({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  return (
    <div className="flex h-dvh flex-col">
      <SkipLink />
      <PublicHeader signedIn={signedIn} />
      <main id="main" tabIndex={-1} className="flex min-h-0 flex-1 flex-col outline-none">
        <InsideMain.Provider value>{children}</InsideMain.Provider>
      </main>
    </div>
  )
}
