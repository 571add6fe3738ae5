import type { ReactNode } from 'react'

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'

type Props = {
  /** title says what could not be loaded. */
  title: string
  /** retry is the button's label. */
  retry: string
  onRetry: () => void
  /** children say more, above the button (e.g. why it failed). */
  children?: ReactNode
}

/** LoadErrorAlert is a part of a page whose data did not load: what, and a retry. */
export function LoadErrorAlert({ title, retry, onRetry, children }: Props) {
  return (
    <Alert variant="destructive">
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        {children}
        <Button variant="outline" size="sm" onClick={onRetry}>
          {retry}
        </Button>
      </AlertDescription>
    </Alert>
  )
}
