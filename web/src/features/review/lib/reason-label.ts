import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'

import { isReasonCode } from './workflow'

/** photosCheckedReason is the reason code of the history entry staff's photo check leaves (its status does not change). */
export const photosCheckedReason = 'photos_checked'

/** useReasonLabel names a history or rejection reason code in the interface language (an unknown code as is). */
export function useReasonLabel(): (code: string) => string {
  const { t } = useTranslation('review')
  return useCallback(
    (code: string) => {
      if (code === photosCheckedReason) return t('history.photosChecked')
      return isReasonCode(code) ? t(`reasons.${code}`) : code
    },
    [t],
  )
}
