import type { ReactNode } from 'react'
import { Link, useLocation } from 'react-router-dom'

import { paths } from '@/config/paths'
import { useLanguage } from '@/hooks/use-language'

type Target = 'signIn' | 'signUp' | 'recovery'

const query = { signIn: {}, signUp: { signup: true }, recovery: { type: 'recovery' } } as const

/** ModeLink moves between the /auth modes, keeping the page the user was going to (router state). */
export function ModeLink({ to, children }: { to: Target; children: ReactNode }) {
  const lang = useLanguage()
  const location = useLocation()
  const state: unknown = location.state
  return (
    <Link
      to={paths.lang.auth.getHref(lang, query[to])}
      state={state}
      className="font-medium text-primary underline underline-offset-4 hover:no-underline"
    >
      {children}
    </Link>
  )
}
