import { ShieldCheck, TriangleAlert } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { useAppConfig } from '@/config/config-context'

import { ContactLink } from '../components/contact-link'
import { Hero } from '../components/hero'
import { IconList } from '../components/icon-list'
import { Section } from '../components/section'

const steps = ['screening', 'review', 'publication', 'yours'] as const
const privacy = ['identity', 'faces', 'metadata', 'tenants', 'tracking', 'yourData', 'deletion', 'retention', 'accounts'] as const
const roles = ['screeners', 'reviewers', 'seniorReviewers', 'owners'] as const

/** AboutPage (/{lang}/about): what the service is, how reports are checked and kept private, who runs it. */
export function AboutPage() {
  const { t } = useTranslation('public')
  const { app_name: app } = useAppConfig()

  return (
    <>
      <Hero title={t('about.title', { app })} lead={t('about.lead', { app })} />
      <Section heading={t('about.what.heading')}>
        <p className="max-w-prose">{t('about.what.text', { app })}</p>
        {/* A standing notice, not an alert: nothing changed, so nothing is announced. */}
        <p className="mt-4 flex max-w-prose gap-3 rounded-lg border border-destructive/50 bg-card p-4">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
          <span>{t('about.what.emergency')}</span>
        </p>
      </Section>
      <Section heading={t('about.screening.heading')} intro={t('about.screening.intro')} className="border-t">
        <dl className="grid gap-4 sm:grid-cols-2">
          {steps.map((step) => (
            <div key={step} className="rounded-xl border bg-card p-5 text-card-foreground shadow-sm">
              <dt className="font-semibold">{t(`about.screening.steps.${step}.term`)}</dt>
              <dd className="mt-2 text-sm text-muted-foreground">{t(`about.screening.steps.${step}.text`)}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section heading={t('about.privacy.heading')} className="border-t">
        <IconList icon={ShieldCheck} keys={privacy} text={(key) => t(`about.privacy.${key}`)} className="max-w-prose space-y-4" />
      </Section>
      <Section heading={t('about.who.heading')} className="border-t">
        <p className="max-w-prose">{t('about.who.intro', { app })}</p>
        <ul className="mt-4 max-w-prose list-disc space-y-2 pl-6">
          {roles.map((role) => (
            <li key={role}>{t(`about.who.${role}`)}</li>
          ))}
        </ul>
        <p className="mt-6 max-w-prose">
          {t('about.who.contact')} <ContactLink />
        </p>
      </Section>
    </>
  )
}
