import type { Language } from '@/config/languages'
import { paths } from '@/config/paths'

/** ArticleId names one of the three fixed blog articles (its key in blog.json). */
export type ArticleId = 'parkingInBikeLanes' | 'blockedBikeLanesCopyCat' | 'councilInboxOrganization'

type ArticleEntry = { id: ArticleId; href: (lng: Language) => string }

/** articles are the fixed blog articles, newest first, with their links. */
export const articles: readonly ArticleEntry[] = [
  { id: 'councilInboxOrganization', href: paths.lang.articleCouncil.getHref },
  { id: 'blockedBikeLanesCopyCat', href: paths.lang.articleCopyCat.getHref },
  { id: 'parkingInBikeLanes', href: paths.lang.articleParking.getHref },
]

const wordsPerMinute = 200

/** readingMinutes estimates the reading time of texts at 200 words a minute (at least 1). */
export function readingMinutes(texts: readonly string[]): number {
  const words = texts.reduce((sum, text) => sum + text.split(/\s+/).filter(Boolean).length, 0)
  return Math.max(1, Math.round(words / wordsPerMinute))
}
