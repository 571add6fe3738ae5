import { CircleCheck } from 'lucide-react'
import { useLayoutEffect, useRef, type ReactNode } from 'react'

import { ModeLink } from './mode-link'

type Props = {
  title: string
  children: ReactNode
  /** signInLink, when given, is the text of a link on to sign-in under the outcome. */
  signInLink?: string
}

/**
 * Confirmation replaces a form once it has done its job. Its heading takes
 * the focus, so screen-reader and keyboard users land on the outcome.
 */
export function Confirmation({ title, children, signInLink }: Props) {
  const heading = useRef<HTMLHeadingElement>(null)
  useLayoutEffect(() => heading.current?.focus(), [])
  return (
    <div className="space-y-3">
      <h2 ref={heading} tabIndex={-1} className="flex items-center gap-2 text-xl font-semibold outline-none">
        <CircleCheck aria-hidden="true" className="size-5 text-success" />
        {title}
      </h2>
      {children}
      {signInLink ? (
        <p className="text-sm">
          <ModeLink to="signIn">{signInLink}</ModeLink>
        </p>
      ) : null}
    </div>
  )
}
