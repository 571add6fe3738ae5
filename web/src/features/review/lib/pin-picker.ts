import { createContext, useContext, type ReactNode } from 'react'

/** PinPickerProps is what placing a report needs from a map: the pin at value, and where the user puts it. */
export type PinPickerProps = { value: { lat: number; lng: number } | null; onChange: (value: { lat: number; lng: number }) => void }

/** RenderPinPicker draws a map to put a pin on. */
export type RenderPinPicker = (props: PinPickerProps) => ReactNode

/**
 * PinPickerContext holds the map feature's picker, which the app hands in
 * (features stay independent); without one, staff type the coordinates.
 */
export const PinPickerContext = createContext<RenderPinPicker | null>(null)

export function usePinPicker(): RenderPinPicker | null {
  return useContext(PinPickerContext)
}
