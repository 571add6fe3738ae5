import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { LanguageSwitcher } from '@/components/layouts/language-switcher'
import { useAppConfig } from '@/config/config-context'
import { paths } from '@/config/paths'
import { useLanguage } from '@/hooks/use-language'

import { useSignedIn } from '../lib/signed-in'

/** ArticleHeader is the slim bar of a shell-less article: home, all articles and the language switcher. */
export function ArticleHeader() {
  const { t } = useTranslation('blog')
  const { t: tc } = useTranslation()
  const { app_name } = useAppConfig()
  const lang = useLanguage()
  const signedIn = useSignedIn()
  return (
    <header className="border-b bg-background">
      <div className="mx-auto flex max-w-3xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
        <Link
          to={paths.lang.root.getHref(lang)}
          className="text-lg font-bold text-primary"
          aria-label={tc('a11y.homeLink', { app: app_name })}
        >
          {app_name}
        </Link>
        <Link className="text-sm font-medium underline-offset-4 hover:underline" to={paths.lang.blog.getHref(lang)}>
          {t('chrome.allArticles')}
        </Link>
        <LanguageSwitcher className="ml-auto" signedIn={signedIn} />
      </div>
    </header>
  )
}
