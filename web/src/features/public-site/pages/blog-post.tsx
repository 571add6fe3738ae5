import { useTranslation } from 'react-i18next'

import { ArticleIndex } from '../components/article-index'

/**
 * BlogPostPage is /{lang}/blog/{id} for any id but the fixed articles, which
 * have routes of their own (matched first, in any letter case): a "not
 * found" page listing what has been published.
 */
export function BlogPostPage() {
  const { t } = useTranslation('public')
  return <ArticleIndex title={t('blog.notFound.title')} lead={t('blog.notFound.lead')} />
}
