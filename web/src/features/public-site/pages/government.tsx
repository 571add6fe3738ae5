import { useTranslation } from 'react-i18next'

import { useAppConfig } from '@/config/config-context'

import { ContactLink } from '../components/contact-link'
import { Hero } from '../components/hero'
import { PointGrid } from '../components/point-grid'
import { Section } from '../components/section'
import { StepNumber } from '../components/step-number'
import { openDataLinks } from '../lib/open-data'

const gets = ['verified', 'openData', 'open311', 'dashboards', 'boundaries', 'access'] as const
const steps = ['contact', 'boundaries', 'connect', 'data', 'loop'] as const

/** GovernmentPage (/{lang}/government): what the city gets, how to work with us, where the data lives. */
export function GovernmentPage() {
  const { t } = useTranslation('public')
  const { app_name: app } = useAppConfig()
  const points = gets.map((key) => ({ key, title: t(`government.gets.${key}.title`), text: t(`government.gets.${key}.text`) }))

  return (
    <>
      <Hero title={t('government.title')} lead={t('government.lead', { app })} />
      <Section heading={t('government.gets.heading')}>
        <PointGrid points={points} />
      </Section>
      <Section heading={t('government.how.heading')} className="border-t">
        <ol className="max-w-prose space-y-4">
          {steps.map((step, index) => (
            <li key={step} className="flex gap-4">
              <StepNumber n={index + 1} className="shrink-0" />
              <div>
                <h3 className="font-semibold">{t(`government.how.${step}.title`)}</h3>
                <p className="mt-1 text-muted-foreground">{t(`government.how.${step}.text`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>
      <Section heading={t('government.endpoints.heading')} intro={t('government.endpoints.intro')} className="border-t">
        <dl className="space-y-3">
          {openDataLinks.map(({ key, href }) => (
            <div key={key} className="flex flex-col gap-1 sm:flex-row sm:gap-4">
              <dt className="font-medium sm:w-72">{t(`government.endpoints.${key}`)}</dt>
              <dd>
                <a className="break-all font-mono text-sm text-primary underline underline-offset-4" href={href}>
                  {href}
                </a>
              </dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section heading={t('government.privacy.heading')} intro={t('government.privacy.text')} className="border-t" />
      <Section heading={t('government.contact.heading')} className="border-t">
        <p className="max-w-prose">
          {t('government.contact.text')} <ContactLink />
        </p>
      </Section>
    </>
  )
}
