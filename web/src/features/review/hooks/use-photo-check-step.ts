import { createContext, useContext } from 'react'

/**
 * PhotoCheckStep links a report page's decision buttons to its photo check
 * step: when an approval is refused because the photos are not checked,
 * the actions call refused(), and the step says so and takes the focus.
 */
export type PhotoCheckStep = { refused: () => void }

export const PhotoCheckStepContext = createContext<PhotoCheckStep | null>(null)

/** usePhotoCheckStep is the page's photo check step, or null where there is none (a private report, no photos). */
export function usePhotoCheckStep(): PhotoCheckStep | null {
  return useContext(PhotoCheckStepContext)
}
