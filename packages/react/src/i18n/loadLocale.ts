import type { Catalogue } from './englishCatalogue.ts'
import { PAGE_LABELS } from './pageLabels.ts'
import { type Locale, pickLocale, textDirection } from './pickLocale.ts'
import { applyTranslation, texts } from './texts.ts'

// The page's texts are in the first chunk, which has no catalogue machinery: they join it here.
texts('page', PAGE_LABELS)

/** Each locale but English is a chunk of its own, fetched only by a visitor who reads it. */
const CATALOGUES: Record<Exclude<Locale, 'en'>, () => Promise<{ default: Catalogue }>> = {
  es: () => import('./locales/es.ts'),
  fr: () => import('./locales/fr.ts'),
  de: () => import('./locales/de.ts'),
  'pt-BR': () => import('./locales/pt-BR.ts'),
  'zh-CN': () => import('./locales/zh-CN.ts'),
  'zh-TW': () => import('./locales/zh-TW.ts'),
  ja: () => import('./locales/ja.ts'),
  ko: () => import('./locales/ko.ts'),
  tr: () => import('./locales/tr.ts'),
  ru: () => import('./locales/ru.ts'),
  ar: () => import('./locales/ar.ts'),
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return []
  return navigator.languages?.length ? navigator.languages : [navigator.language]
}

let latest: string | undefined

/**
 * Picks the locale (the dapp's wish, else the browser's) and puts its texts in place. Resolves to what the roots'
 * `lang` and `dir` become, or undefined when a later choice (the dapp changed `locale`) overtook this one.
 */
export async function loadLocale(
  requested: string | undefined,
): Promise<{ lang: Locale; dir: 'ltr' | 'rtl' } | undefined> {
  const locale = pickLocale(requested, browserLanguages())
  latest = locale
  const catalogue = locale === 'en' ? undefined : (await CATALOGUES[locale]()).default
  if (latest !== locale) return undefined
  // The modal's section carries the page's texts too (views show "Loading…" and "Connect Wallet").
  applyTranslation(catalogue && { ...catalogue, modal: { ...catalogue.page, ...catalogue.modal } })
  return { lang: locale, dir: textDirection(locale) }
}
