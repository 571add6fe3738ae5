import { useTranslation } from 'react-i18next'

import { useLanguage } from '@/hooks/use-language'

import { articles, readingMinutes, type ArticleId } from '../lib/articles'
import { blockTexts, parseBlocks, type Block } from '../lib/blocks'

/** ArticleContent is one article in the page's language, ready to show. */
export type ArticleContent = {
  id: ArticleId
  href: string
  title: string
  summary: string
  blocks: Block[]
  minutes: number
}

/** useArticles gives the fixed articles (blog namespace) in the page's language, newest first. */
export function useArticles(): ArticleContent[] {
  const { t } = useTranslation('blog')
  const lang = useLanguage()
  return articles.map(({ id, href }) => {
    const blocks = parseBlocks(t(`articles.${id}.body`, { returnObjects: true }))
    return {
      id,
      href: href(lang),
      title: t(`articles.${id}.title`),
      summary: t(`articles.${id}.summary`),
      blocks,
      minutes: readingMinutes(blockTexts(blocks)),
    }
  })
}
