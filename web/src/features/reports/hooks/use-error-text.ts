import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'

import type { ReportsKey } from '../lib/i18n'

/**
 * useErrorText translates a field error code: the field's own message when
 * there is one ("fieldErrors.description.too_short"), else the generic one
 * for the code, else a catch-all.
 */
export function useErrorText(): (field: string, code: string) => string {
  const { t, i18n } = useTranslation('reports')
  return useCallback(
    (field: string, code: string) => {
      for (const key of [`fieldErrors.${field}.${code}`, `fieldErrors.generic.${code}`]) {
        if (i18n.exists(key, { ns: 'reports' })) return t(key as ReportsKey)
      }
      return t('fieldErrors.generic.unknown')
    },
    [t, i18n],
  )
}
