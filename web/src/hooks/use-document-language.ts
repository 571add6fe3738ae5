import { useEffect } from 'react'

import { declareDocumentLanguage } from '@/lib/i18n'

/**
 * useDocumentLanguage declares the whole document to be in lang while the
 * calling page is shown (an English-only page reached under /es), so that
 * screen readers pronounce it right; the interface language comes back after.
 */
export function useDocumentLanguage(lang: string) {
  useEffect(() => declareDocumentLanguage(lang), [lang])
}
