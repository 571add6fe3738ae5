import { useTranslation } from 'react-i18next'

import { PageFrame } from '@/components/layouts/page-frame'

import { ArticleList } from '../components/article-list'
import { useArticles } from '../hooks/use-articles'

/**
 * BlogPostPage is /{lang}/blog/{id} for any id but the fixed articles, which
 * have routes of their own (matched first, in any letter case): a "not
 * found" page listing what has been published.
 */
export function BlogPostPage() {
  const { t } = useTranslation('public')
  const articles = useArticles()
  return (
    <PageFrame title={t('blog.notFound.title')} description={t('blog.notFound.lead')}>
      <ArticleList articles={articles} />
    </PageFrame>
  )
}
