import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { useId } from '@/lib/use-id'
import { SkipLink } from '@/components/layouts/skip-link'
import { Button } from '@/components/ui/button'
import { useDocumentTitle } from '@/hooks/use-document-title'

import { ArticleBody } from '../components/article-body'
import { ArticleHeader } from '../components/article-header'
import { ArticleList } from '../components/article-list'
import { useReportHref } from '../hooks/use-report-href'
import { useArticles } from '../hooks/use-articles'
import type { ArticleId } from '../lib/articles'

/** ArticlePage is one of the three fixed blog articles, shown without the site's shell (docs/PRODUCT.md §2). */
export function ArticlePage({ id }: { id: ArticleId }) {
  const { t } = useTranslation('blog')
  const { t: tp } = useTranslation('public')
  const all = useArticles()
  const reportHref = useReportHref()
  const titleId = useId()
  const moreId = useId()
  const article = all.find((a) => a.id === id) ?? all[0]
  useDocumentTitle(article?.title ?? '')
  if (!article) return null

  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <ArticleHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <article aria-labelledby={titleId} className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
          <p className="text-sm font-medium text-muted-foreground">{tp('blog.readingTime', { minutes: article.minutes })}</p>
          <h1 id={titleId} className="mt-2 text-3xl font-bold leading-tight tracking-tight sm:text-4xl">
            {article.title}
          </h1>
          <p className="mt-4 text-xl text-muted-foreground">{article.summary}</p>
          <div className="mt-8">
            <ArticleBody blocks={article.blocks} />
          </div>
          <div className="mt-12 rounded-xl border bg-secondary p-6 text-secondary-foreground">
            <h2 className="text-xl font-semibold">{t('chrome.ctaHeading')}</h2>
            <p className="mt-2">{t('chrome.ctaText')}</p>
            <Button asChild className="mt-4">
              <Link to={reportHref}>{t('chrome.ctaReport')}</Link>
            </Button>
          </div>
        </article>
        <section aria-labelledby={moreId} className="border-t bg-muted">
          <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
            <h2 id={moreId} className="mb-6 text-2xl font-bold tracking-tight">
              {t('chrome.moreHeading')}
            </h2>
            <ArticleList articles={all.filter((a) => a.id !== id)} headingLevel={3} />
          </div>
        </section>
      </main>
    </div>
  )
}
