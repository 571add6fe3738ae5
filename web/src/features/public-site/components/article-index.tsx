import { PageFrame } from '@/components/layouts/page-frame'

import { useArticles } from '../hooks/use-articles'
import { ArticleList } from './article-list'

/** ArticleIndex is a page listing every published article under its title and lead. */
export function ArticleIndex({ title, lead }: { title: string; lead: string }) {
  const articles = useArticles()
  return (
    <PageFrame title={title} description={lead}>
      <ArticleList articles={articles} />
    </PageFrame>
  )
}
