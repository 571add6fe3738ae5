import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { useAppConfig } from '@/config/config-context'
import { paths } from '@/config/paths'
import { useLanguage } from '@/hooks/use-language'

import { CategoryGrid } from '../components/category-grid'
import { Hero } from '../components/hero'
import { HowItWorks } from '../components/how-it-works'
import { PointGrid } from '../components/point-grid'
import { ReportActions } from '../components/report-actions'
import { Section } from '../components/section'

const linkClass = 'font-medium text-primary underline underline-offset-4 hover:no-underline'

/** HomePage is the public home (/{lang} and /home): what to report, why, how, and where to start. */
export function HomePage() {
  const { t } = useTranslation('public')
  const { app_name } = useAppConfig()
  const lang = useLanguage()
  const why = (['fixed', 'patterns', 'tenants'] as const).map((key) => ({
    key,
    title: t(`home.why.${key}.title`),
    text: t(`home.why.${key}.text`),
  }))

  return (
    <>
      <Hero title={t('home.title')} lead={t('home.lead', { app: app_name })} actions={<ReportActions />} />
      <Section heading={t('home.why.heading')}>
        <PointGrid points={why} />
      </Section>
      <CategoryGrid className="border-t" />
      <HowItWorks className="border-t" />
      <Section heading={t('home.closing.heading')} intro={t('home.closing.text')} className="border-t">
        <ReportActions />
      </Section>
      <Section heading={t('home.more.heading')} className="border-t">
        <ul className="space-y-2">
          <li>
            <Link className={linkClass} to={paths.lang.about.getHref(lang)}>
              {t('cta.privacy')}
            </Link>
          </li>
          <li>
            <Link className={linkClass} to={paths.lang.government.getHref(lang)}>
              {t('cta.government')}
            </Link>
          </li>
          <li>
            <Link className={linkClass} to={paths.lang.blog.getHref(lang)}>
              {t('cta.blog')}
            </Link>
          </li>
        </ul>
      </Section>
    </>
  )
}
