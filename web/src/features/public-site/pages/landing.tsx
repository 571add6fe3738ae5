import { Check } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { paths } from '@/config/paths'
import { useLanguage } from '@/hooks/use-language'

import { CategoryGrid } from '../components/category-grid'
import { Hero } from '../components/hero'
import { HowItWorks } from '../components/how-it-works'
import { IconList } from '../components/icon-list'
import { PointGrid } from '../components/point-grid'
import { ReportActions } from '../components/report-actions'
import { Section } from '../components/section'

const audiences = ['walk', 'bike', 'school', 'renters'] as const
const promises = ['name', 'faces', 'tenants', 'decisions'] as const

/** LandingPage (/{lang}/landing) speaks to residents by situation and states the privacy promise. */
export function LandingPage() {
  const { t } = useTranslation('public')
  const lang = useLanguage()
  const points = audiences.map((key) => ({
    key,
    title: t(`landing.audiences.${key}.title`),
    text: t(`landing.audiences.${key}.text`),
  }))

  return (
    <>
      <Hero title={t('landing.title')} lead={t('landing.lead')} actions={<ReportActions />} />
      <Section heading={t('landing.audiences.heading')}>
        <PointGrid points={points} columns={2} />
      </Section>
      <Section heading={t('landing.promise.heading')} className="border-t">
        <IconList icon={Check} keys={promises} text={(key) => t(`landing.promise.${key}`)} />
        <Link
          className="mt-4 inline-block font-medium text-primary underline underline-offset-4 hover:no-underline"
          to={paths.lang.about.getHref(lang)}
        >
          {t('cta.privacy')}
        </Link>
      </Section>
      <CategoryGrid compact className="border-t" />
      <HowItWorks className="border-t" />
      <Section heading={t('landing.closing.heading')} intro={t('landing.closing.text')} className="border-t">
        <ReportActions />
      </Section>
    </>
  )
}
