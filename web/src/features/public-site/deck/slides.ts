/** slideIds are the deck's slides, in order (the keys of deck.json's "slides"). */
export const slideIds = [
  'problem',
  'product',
  'how',
  'traction',
  'model',
  'market',
  'roadmap',
  'team',
  'ask',
  'contact',
] as const

export type SlideId = (typeof slideIds)[number]

/** contactSlide is where the request form is. */
export const contactSlide = slideIds.indexOf('contact')

/** slideHeadingId is the id of a slide's <h2>, the target of focus after a keyboard move. */
export function slideHeadingId(prefix: string, index: number): string {
  return `${prefix}-slide-${index}`
}
