import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { PageFrame } from '@/components/layouts/page-frame'
import { paths } from '@/config/paths'

import { Section } from '../components/section'
import { reasonCodes } from '../lib/workflow'

const forwardItems = ['place', 'evidence', 'category', 'safety', 'privacy'] as const
const noteItems = ['plain', 'specific', 'respectful', 'noStaff'] as const
const privacyItems = ['faces', 'plates', 'documents', 'homes'] as const
const workflowItems = ['order', 'duplicates', 'unsure', 'conflict'] as const

/** DocumentationPage is /dashboard/admin/documentation: how to screen a report, in the interface language. */
export function DocumentationPage() {
  const { t } = useTranslation()
  const { t: tr } = useTranslation('review')
  return (
    <PageFrame title={t('pages.admin.documentation.title')} description={t('pages.admin.documentation.description')}>
      <div className="max-w-prose space-y-8 leading-relaxed">
        <p>{tr('docs.intro')}</p>
        <Section title={tr('docs.forward.title')}>
          <p className="mb-2">{tr('docs.forward.lead')}</p>
          <ul className="list-disc space-y-1 pl-6">
            {forwardItems.map((k) => (
              <li key={k}>{tr(`docs.forward.items.${k}`)}</li>
            ))}
          </ul>
        </Section>
        <Section title={tr('docs.reject.title')}>
          <p className="mb-2">{tr('docs.reject.lead')}</p>
          <dl className="space-y-3">
            {reasonCodes.map((code) => (
              <div key={code}>
                <dt className="font-semibold">{tr(`reasons.${code}`)}</dt>
                <dd className="text-muted-foreground">{tr(`docs.reject.reasons.${code}`)}</dd>
              </div>
            ))}
          </dl>
        </Section>
        <Section title={tr('docs.privacy.title')}>
          <p className="mb-2">{tr('docs.privacy.lead')}</p>
          <ul className="list-disc space-y-1 pl-6">
            {privacyItems.map((k) => (
              <li key={k}>{tr(`docs.privacy.items.${k}`)}</li>
            ))}
          </ul>
          <p className="mt-2">{tr('docs.privacy.renter')}</p>
        </Section>
        <Section title={tr('docs.notes.title')}>
          <ul className="list-disc space-y-1 pl-6">
            {noteItems.map((k) => (
              <li key={k}>{tr(`docs.notes.items.${k}`)}</li>
            ))}
          </ul>
        </Section>
        <Section title={tr('docs.workflow.title')}>
          <ul className="list-disc space-y-1 pl-6">
            {workflowItems.map((k) => (
              <li key={k}>{tr(`docs.workflow.items.${k}`)}</li>
            ))}
          </ul>
        </Section>
        <p>
          <Link to={paths.dashboard.admin.screening.getHref()} className="font-medium text-primary underline underline-offset-4">
            {tr('docs.start')}
          </Link>
        </p>
      </div>
    </PageFrame>
  )
}
