import { createContext, useContext } from 'react'

export type SidebarContextValue = {
  /** collapsed: the desktop sidebar shows icons only (3rem wide), with tooltips. */
  collapsed: boolean
  /** mobile: the sidebar is a sheet (under 768 px). */
  mobile: boolean
}

export const SidebarContext = createContext<SidebarContextValue>({ collapsed: false, mobile: false })

/** useSidebar tells the sidebar's items how the sidebar is shown. */
export function useSidebar(): SidebarContextValue {
  return useContext(SidebarContext)
}
