/** languages lists the interface languages, default first (docs/PRODUCT.md §9). */
export const languages = ['en', 'es'] as const

export type Language = (typeof languages)[number]

export const defaultLanguage: Language = 'en'

/** isLanguage reports whether value is a supported language code. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value)
}

/** otherLanguage returns the language the switcher offers from lng. */
export function otherLanguage(lng: Language): Language {
  return lng === 'en' ? 'es' : 'en'
}
