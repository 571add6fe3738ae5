import { useTranslation } from 'react-i18next'

import { ArticleIndex } from '../components/article-index'

/** BlogPage (/{lang}/blog) lists the articles. */
export function BlogPage() {
  const { t } = useTranslation('public')
  return <ArticleIndex title={t('blog.title')} lead={t('blog.lead')} />
}
