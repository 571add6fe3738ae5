import { useTranslation } from 'react-i18next'

import { useAppConfig } from '@/config/config-context'
import { isRecord } from '@/lib/utils'

import { InvestorForm } from './investor-form'
import type { SlideId } from './slides'
import { TractionMetrics } from './traction-metrics'

/** textsOf lists the strings of a locale object ({"p1": "…", "p2": "…"}) in order. */
function textsOf(value: unknown): string[] {
  return isRecord(value) ? Object.values(value).filter((v): v is string => typeof v === 'string') : []
}

/** SlideBody is one slide's content under its heading: the lead, then points, live numbers or the form. */
export function SlideBody({ id }: { id: SlideId }) {
  const { t } = useTranslation('deck', { lng: 'en' })
  const { app_name: app } = useAppConfig()
  const points = id === 'traction' || id === 'contact' ? [] : textsOf(t(`slides.${id}.points`, { returnObjects: true }))

  return (
    <>
      <p className="mt-3 text-xl text-muted-foreground">{t(`slides.${id}.lead`, { app })}</p>
      <div className="mt-6">
        {id === 'traction' ? <TractionMetrics /> : null}
        {id === 'contact' ? <InvestorForm /> : null}
        {points.length > 0 ? (
          <ul className="space-y-3 text-lg">
            {points.map((point) => (
              <li key={point} className="flex gap-3">
                <span aria-hidden="true" className="mt-2.5 size-2 shrink-0 rounded-full bg-primary" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        ) : null}
        {id === 'ask' ? <p className="mt-6 font-medium">{t('slides.ask.terms')}</p> : null}
      </div>
    </>
  )
}
