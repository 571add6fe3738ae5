import { paths } from '@/config/paths'
import { useLanguage } from '@/hooks/use-language'

import { useSignedIn } from '../lib/signed-in'

/** useReportHref is where "Report a problem" leads: /upload when signed in, else sign-up (docs/PRODUCT.md §2). */
export function useReportHref(): string {
  const signedIn = useSignedIn()
  const lang = useLanguage()
  return signedIn ? paths.upload.getHref() : paths.lang.auth.getHref(lang, { signup: true })
}
