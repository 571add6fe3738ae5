import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { PageFrame } from '@/components/layouts/page-frame'
import { useLanguage } from '@/hooks/use-language'
import type { CommonKey } from '@/lib/i18n-keys'
import { paths } from '@/config/paths'

/** ArticlePage frames one of the three fixed blog articles, shown without a shell. */
export function ArticlePage({ titleKey, descriptionKey }: { titleKey: CommonKey; descriptionKey: CommonKey }) {
  const { t } = useTranslation()
  const lang = useLanguage()
  return (
    <main id="main" className="min-h-screen">
      <article>
        <PageFrame title={t(titleKey)} description={t(descriptionKey)} className="max-w-3xl py-12">
          <Link className="text-primary underline-offset-4 hover:underline" to={paths.lang.blog.getHref(lang)}>
            {t('pages.blog.back')}
          </Link>
        </PageFrame>
      </article>
    </main>
  )
}
