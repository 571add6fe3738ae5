import { useTranslation } from 'react-i18next'

import { Section } from './section'
import { StepNumber } from './step-number'

const steps = ['report', 'screening', 'review', 'map'] as const

/** HowItWorks explains the path of a report: report → screening → review → public map. */
export function HowItWorks({ className }: { className?: string }) {
  const { t } = useTranslation('public')
  return (
    <Section heading={t('how.heading')} intro={t('how.intro')} className={className}>
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, index) => (
          <li key={step} className="rounded-xl border bg-card p-5 text-card-foreground shadow-sm">
            <StepNumber n={index + 1} />
            <h3 className="mt-3 font-semibold">{t(`how.steps.${step}.title`)}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{t(`how.steps.${step}.text`)}</p>
          </li>
        ))}
      </ol>
    </Section>
  )
}
