import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { PageFrame } from '@/components/layouts/page-frame'
import { useAppConfig } from '@/config/config-context'
import { paths } from '@/config/paths'
import { useLanguage } from '@/hooks/use-language'

import { ContactLink } from '../components/contact-link'
import { useReportHref } from '../hooks/use-report-href'

const linkClass = 'font-medium text-primary underline underline-offset-4 hover:no-underline'

/** NotFoundPage is /{lang}/404, where unknown paths lead signed-out visitors: a way back in. */
export function NotFoundPage() {
  const { t } = useTranslation('public')
  const { app_name: app } = useAppConfig()
  const lang = useLanguage()
  const reportHref = useReportHref()
  const links = [
    { key: 'home', href: paths.lang.root.getHref(lang), text: t('notFound.home') },
    { key: 'map', href: paths.lang.map.getHref(lang), text: t('notFound.map') },
    { key: 'report', href: reportHref, text: t('notFound.report') },
    { key: 'blog', href: paths.lang.blog.getHref(lang), text: t('notFound.blog') },
    { key: 'about', href: paths.lang.about.getHref(lang), text: t('notFound.about', { app }) },
  ]
  return (
    <PageFrame title={t('notFound.title')} description={t('notFound.lead')}>
      <h2 className="text-xl font-semibold">{t('notFound.linksHeading')}</h2>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.key}>
            <Link className={linkClass} to={link.href}>
              {link.text}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-8 max-w-prose text-muted-foreground">
        {t('notFound.contact')} <ContactLink />
      </p>
    </PageFrame>
  )
}
