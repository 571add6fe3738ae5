import { useTranslation } from 'react-i18next'

import { PageFrame } from '@/components/layouts/page-frame'

import { ArticleList } from '../components/article-list'
import { useArticles } from '../hooks/use-articles'

/** BlogPage (/{lang}/blog) lists the articles. */
export function BlogPage() {
  const { t } = useTranslation('public')
  const articles = useArticles()
  return (
    <PageFrame title={t('blog.title')} description={t('blog.lead')}>
      <ArticleList articles={articles} />
    </PageFrame>
  )
}
