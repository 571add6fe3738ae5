import { createContext, useContext } from 'react'

/**
 * InsideMain is true below a shell's <main id="main">: a screen that can be
 * shown either inside a shell or alone (the route error) draws its own main
 * landmark only when alone, so that a page never has two mains with one id.
 */
export const InsideMain = createContext(false)

/** useInsideMain reports whether the component renders inside a shell's main landmark. */
export function useInsideMain(): boolean {
  return useContext(InsideMain)
}
