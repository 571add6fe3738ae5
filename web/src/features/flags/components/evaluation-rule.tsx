import { useTranslation } from 'react-i18next'

import { useId } from '@/lib/use-id'

/** EvaluationRule explains docs/PRODUCT.md §8: how a flag is decided for one person. */
export function EvaluationRule() {
  const { t } = useTranslation('flags')
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="mb-8 space-y-3 rounded-xl border bg-card p-4 sm:p-6">
      <h2 id={headingId} className="text-xl font-semibold">
        {t('docs.ruleTitle')}
      </h2>
      <ol className="list-decimal space-y-2 pl-5">
        <li>{t('docs.rules.anyRole')}</li>
        <li>{t('docs.rules.inherit')}</li>
        <li>{t('docs.rules.noRoles')}</li>
        <li>{t('docs.rules.offByDefault')}</li>
      </ol>
      <p className="text-muted-foreground">{t('docs.example')}</p>
      <p className="text-muted-foreground">{t('docs.live')}</p>
    </section>
  )
}
