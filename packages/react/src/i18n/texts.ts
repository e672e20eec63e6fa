/**
 * The catalogue's live sections. Each label module hands its English texts to `texts(section, english)` and
 * exports what it gets back: the same object, whose values the chosen locale overwrites in place. Views read
 * `LABELS.back` at render as before, so a translation needs no change at any call site; a section that loads after
 * the locale (a view's chunk) is translated as it registers.
 */
export interface TextSection {
  [key: string]: string | TextSection
}

/** The catalogue one locale brings: per section, the same keys as English (checked by catalogue.test.ts). */
export type SectionTexts = Partial<Record<string, TextSection>>

interface Registered {
  live: TextSection
  /**
   * English kept aside, copied only when a translation first overwrites `live`: a visitor who reads English (most
   * of them) keeps one object per section, not two.
   */
  english?: TextSection
}

const sections = new Map<string, Registered>()
let translation: SectionTexts | undefined

/** Writes English, then the translation's texts, into `live`; nested groups (per account type) alike. */
function overlay(live: TextSection, english: TextSection, translated: TextSection | undefined): void {
  for (const key of Object.keys(english)) {
    const source = english[key]
    const target = translated?.[key]
    if (typeof source === 'string') live[key] = typeof target === 'string' ? target : source
    else overlay(live[key] as TextSection, source as TextSection, typeof target === 'object' ? target : undefined)
  }
}

function copy(section: TextSection): TextSection {
  return Object.fromEntries(
    Object.entries(section).map(([key, value]) => [key, typeof value === 'string' ? value : copy(value)]),
  )
}

export function texts<T extends object>(section: string, english: T): T {
  const entry: Registered = { live: english as unknown as TextSection }
  sections.set(section, entry)
  if (translation) {
    entry.english = copy(entry.live)
    overlay(entry.live, entry.english, translation[section])
  }
  return english
}

/** Puts a locale's texts in every section, now and as later sections register; undefined goes back to English. */
export function applyTranslation(next: SectionTexts | undefined): void {
  translation = next
  for (const [name, entry] of sections) {
    // A section without its English aside was never translated: it is English already.
    if (!entry.english && !next) continue
    entry.english ??= copy(entry.live)
    overlay(entry.live, entry.english, next?.[name])
  }
}
