import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { useAppConfig } from '@/config/config-context'
import { paths } from '@/config/paths'
import { useLanguage } from '@/hooks/use-language'

const linkClass = 'text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline'

function Column({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="mb-3 text-sm font-semibold">{heading}</h2>
      <ul className="space-y-2">{children}</ul>
    </div>
  )
}

/** PublicFooter: navigation, account links, contact and the investor deck request. */
export function PublicFooter({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation()
  const { app_name, source_url } = useAppConfig()
  const lang = useLanguage()
  const email = t('footer.contactEmail')
  const signup = paths.lang.auth.getHref(lang, { signup: true })

  return (
    <footer className="mt-auto border-t bg-muted/40">
      <nav aria-label={t('a11y.footerNavigation')} className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <Column heading={t('footer.navigationHeading')}>
          <li><Link className={linkClass} to={paths.lang.root.getHref(lang)}>{t('nav.home')}</Link></li>
          <li><Link className={linkClass} to={paths.lang.map.getHref(lang)}>{t('nav.map')}</Link></li>
          <li><Link className={linkClass} to={paths.lang.approved.getHref(lang)}>{t('nav.approved')}</Link></li>
          <li><Link className={linkClass} to={paths.lang.blog.getHref(lang)}>{t('nav.blog')}</Link></li>
          <li><Link className={linkClass} to={paths.lang.government.getHref(lang)}>{t('nav.government')}</Link></li>
          <li><Link className={linkClass} to={paths.lang.about.getHref(lang)}>{t('nav.about')}</Link></li>
        </Column>
        <Column heading={t('footer.accountHeading')}>
          <li><Link className={linkClass} to={signedIn ? paths.upload.getHref() : signup}>{t('footer.report')}</Link></li>
          {signedIn ? (
            <li><Link className={linkClass} to={paths.dashboard.root.getHref()}>{t('nav.goToDashboard')}</Link></li>
          ) : (
            <li><Link className={linkClass} to={paths.lang.auth.getHref(lang)}>{t('nav.logIn')}</Link></li>
          )}
        </Column>
        <Column heading={t('footer.contactHeading')}>
          <li className="text-sm text-muted-foreground">{t('footer.contactText')}</li>
          <li><a className={linkClass} href={`mailto:${email}`}>{email}</a></li>
        </Column>
        <Column heading={t('footer.investorsHeading')}>
          <li><Link className={linkClass} to={paths.lang.deck.getHref(lang)}>{t('footer.requestDeck')}</Link></li>
        </Column>
      </nav>
      <p className="border-t px-4 py-4 text-center text-xs text-muted-foreground">
        {t('footer.copyright', { year: new Date().getFullYear(), app: app_name })}
        {source_url ? (
          <>
            {' · '}
            <a className="underline-offset-4 hover:text-foreground hover:underline" href={source_url}>{t('footer.source')}</a>
          </>
        ) : null}
      </p>
    </footer>
  )
}
