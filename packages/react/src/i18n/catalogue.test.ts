import { describe, expect, it } from 'vitest'
import { type Catalogue, ENGLISH_CATALOGUE } from './englishCatalogue.ts'
import { LOCALES } from './pickLocale.ts'

/** Every text of a catalogue as `section.key` → text, nested groups flattened with dots. */
function flatten(section: object, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>()
  for (const [key, value] of Object.entries(section)) {
    if (typeof value === 'string') entries.set(`${prefix}${key}`, value)
    else for (const [inner, text] of flatten(value as object, `${prefix}${key}.`)) entries.set(inner, text)
  }
  return entries
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()

const english = flatten(ENGLISH_CATALOGUE)
const translated = LOCALES.filter((locale) => locale !== 'en')

describe('the catalogue', () => {
  it.each(translated)('%s has every English key and no other', async (locale) => {
    const catalogue: Catalogue = (await import(`./locales/${locale}.ts`)).default
    expect([...flatten(catalogue).keys()].sort()).toEqual([...english.keys()].sort())
  })

  it.each(translated)('%s keeps every text’s {placeholders}', async (locale) => {
    const texts = flatten((await import(`./locales/${locale}.ts`)).default)
    for (const [key, text] of english) {
      expect({ key, placeholders: placeholders(texts.get(key) ?? '') }).toEqual({
        key,
        placeholders: placeholders(text),
      })
    }
  })

  it.each(translated)('%s translates: no text is empty', async (locale) => {
    const texts = flatten((await import(`./locales/${locale}.ts`)).default)
    expect([...texts].filter(([, text]) => text.trim() === '')).toEqual([])
  })
})
