import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'

import { isReasonCode } from './workflow'

/** useReasonLabel names a rejection reason code in the interface language (an unknown code as is). */
export function useReasonLabel(): (code: string) => string {
  const { t } = useTranslation('review')
  return useCallback((code: string) => (isReasonCode(code) ? t(`reasons.${code}`) : code), [t])
}
