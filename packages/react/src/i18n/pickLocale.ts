/** The locales Foyer speaks (issue 16); English is the catalogue's source, in the page's first chunk. */
export const LOCALES = ['en', 'es', 'fr', 'de', 'pt-BR', 'zh-CN', 'zh-TW', 'ja', 'ko', 'tr', 'ru', 'ar'] as const
export type Locale = (typeof LOCALES)[number]

const RIGHT_TO_LEFT: ReadonlySet<string> = new Set(['ar'])

export const textDirection = (locale: Locale): 'ltr' | 'rtl' => (RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr')

/** The Chinese script a region writes: Taiwan, Hong Kong and Macau write Traditional, everyone else Simplified. */
const TRADITIONAL_CHINESE = /^zh-(hant|tw|hk|mo)\b/i

/** One language tag to a locale Foyer has, or undefined: exact tag first, then the language with its usual region. */
function matchOne(tag: string): Locale | undefined {
  const lower = tag.trim().toLowerCase()
  const exact = LOCALES.find((locale) => locale.toLowerCase() === lower)
  if (exact) return exact
  const language = lower.split(/[-_]/)[0]
  if (language === 'zh') return TRADITIONAL_CHINESE.test(lower.replace('_', '-')) ? 'zh-TW' : 'zh-CN'
  if (language === 'pt') return 'pt-BR'
  return LOCALES.find((locale) => locale === language)
}

/**
 * The dapp's `locale` when Foyer has it (or its language), else the first of the browser's languages Foyer has,
 * else English.
 */
export function pickLocale(requested: string | undefined, browserLanguages: readonly string[]): Locale {
  for (const tag of requested ? [requested, ...browserLanguages] : browserLanguages) {
    const locale = matchOne(tag)
    if (locale) return locale
  }
  return 'en'
}
