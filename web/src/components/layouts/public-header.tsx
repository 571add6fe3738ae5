import { Menu } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, NavLink } from 'react-router-dom'

import { useId } from '@/lib/use-id'
import { Button } from '@/components/ui/button'
import { useAppConfig } from '@/config/config-context'
import { paths } from '@/config/paths'
import { useLanguage } from '@/hooks/use-language'
import { cn } from '@/lib/utils'

import { LanguageOffer } from './language-offer'
import { LanguageSwitcher } from './language-switcher'

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'block rounded-md px-3 py-2 text-sm font-medium hover:bg-accent hover:text-accent-foreground',
    isActive && 'bg-accent text-accent-foreground',
  )

/** PublicHeader: brand, main navigation, the sign-in actions and the language switcher. */
export function PublicHeader({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation()
  const { app_name } = useAppConfig()
  const lang = useLanguage()
  const [open, setOpen] = useState(false)
  const menuId = useId()

  return (
    <header className="border-b bg-background">
      {/* One tap from every public page to the first steps of a lockout, which must never wait for the assistant. */}
      <p className="bg-secondary">
        <Link className="mx-auto block max-w-6xl px-4 py-1.5 text-sm font-medium text-secondary-foreground underline underline-offset-4 sm:px-6" to={paths.lang.lockout.getHref(lang)}>
          {t('nav.lockout')}
        </Link>
      </p>
      <LanguageOffer signedIn={signedIn} />
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-2 px-4 py-3 sm:px-6">
        <Link
          to={paths.lang.root.getHref(lang)}
          className="mr-4 text-lg font-bold text-primary"
          aria-label={t('a11y.homeLink', { app: app_name })}
        >
          {app_name}
        </Link>
        <Button
          variant="ghost"
          size="icon"
          className="ml-auto md:hidden"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={t('nav.menu')}
          onClick={() => setOpen((value) => !value)}
        >
          <Menu aria-hidden="true" />
        </Button>
        <div
          id={menuId}
          className={cn(
            'w-full flex-col gap-2 md:flex md:w-auto md:flex-1 md:flex-row md:items-center',
            open ? 'flex' : 'hidden',
          )}
        >
          <nav aria-label={t('a11y.mainNavigation')}>
            <ul className="flex flex-col gap-1 md:flex-row">
              <li>
                <NavLink to={paths.lang.root.getHref(lang)} end className={navLinkClass}>
                  {t('nav.home')}
                </NavLink>
              </li>
              <li>
                <NavLink to={paths.lang.map.getHref(lang)} className={navLinkClass}>
                  {t('nav.map')}
                </NavLink>
              </li>
              <li>
                <a
                  role="link"
                  aria-disabled="true"
                  title={t('nav.imageDisabled')}
                  className="block cursor-not-allowed rounded-md px-3 py-2 text-sm font-medium text-muted-foreground opacity-60"
                >
                  {t('nav.image')}
                </a>
              </li>
              <li>
                <NavLink to={paths.lang.about.getHref(lang)} className={navLinkClass}>
                  {t('nav.about')}
                </NavLink>
              </li>
            </ul>
          </nav>
          <div className="flex flex-wrap items-center gap-2 md:ml-auto">
            <LanguageSwitcher signedIn={signedIn} />
            {signedIn ? (
              <Button asChild>
                <Link to={paths.dashboard.root.getHref()}>{t('nav.goToDashboard')}</Link>
              </Button>
            ) : (
              <>
                <Button asChild variant="outline">
                  <Link to={paths.lang.auth.getHref(lang)}>{t('nav.logIn')}</Link>
                </Button>
                <Button asChild>
                  <Link to={paths.lang.auth.getHref(lang, { signup: true })}>{t('nav.getStarted')}</Link>
                </Button>
              </>
            )}
          </div>
        </div>
      </div>
    </header>
  )
}
