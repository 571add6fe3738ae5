import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import type { ArticleContent } from '../hooks/use-articles'

type Props = {
  articles: readonly ArticleContent[]
  /** headingLevel of each article title: 2 on the blog page, 3 under a "more articles" heading. */
  headingLevel?: 2 | 3
}

/** ArticleList shows article cards: the title as the link, the summary and the reading time. */
export function ArticleList({ articles, headingLevel = 2 }: Props) {
  const { t } = useTranslation('public')
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {articles.map((article) => (
        <li key={article.id} className="flex flex-col rounded-xl border bg-card p-5 text-card-foreground shadow-sm">
          <Heading className="text-lg font-semibold leading-snug">
            <Link className="text-primary underline-offset-4 hover:underline" to={article.href}>
              {article.title}
            </Link>
          </Heading>
          <p className="mt-2 flex-1 text-sm text-muted-foreground">{article.summary}</p>
          <p className="mt-3 text-sm font-medium">{t('blog.readingTime', { minutes: article.minutes })}</p>
        </li>
      ))}
    </ul>
  )
}
