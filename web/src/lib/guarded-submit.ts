import type { SyntheticEvent } from 'react'

/** guardedSubmit runs submit unless one is already running (the button is only aria-disabled). */
export function guardedSubmit(pending: boolean, submit: (event: SyntheticEvent<HTMLFormElement>) => Promise<void>) {
  return (event: SyntheticEvent<HTMLFormElement>) => {
    if (pending) {
      event.preventDefault()
      return
    }
    void submit(event)
  }
}
