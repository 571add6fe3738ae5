import { useTranslation } from 'react-i18next'

import { PageFrame } from '@/components/layouts/page-frame'
import type { CommonKey } from '@/lib/i18n-keys'

/** StaticPage is a page frame with a translated title and description; features fill it in. */
export function StaticPage({ titleKey, descriptionKey }: { titleKey: CommonKey; descriptionKey?: CommonKey }) {
  const { t } = useTranslation()
  return <PageFrame title={t(titleKey)} description={descriptionKey ? t(descriptionKey) : undefined} />
}
