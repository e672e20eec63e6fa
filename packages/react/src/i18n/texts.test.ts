import { afterEach, describe, expect, it } from 'vitest'
import { applyTranslation, texts } from './texts.ts'

describe('texts', () => {
  afterEach(() => {
    applyTranslation(undefined)
  })

  it('translates a section in place, nested groups too, and brings its English back', () => {
    const labels = texts('early', { back: 'Back', byType: { eoa: 'Wallet' } })
    applyTranslation({ early: { back: 'Retour', byType: { eoa: 'Portefeuille' } } })
    expect(labels).toEqual({ back: 'Retour', byType: { eoa: 'Portefeuille' } })
    applyTranslation(undefined)
    expect(labels).toEqual({ back: 'Back', byType: { eoa: 'Wallet' } })
  })

  it('translates a section that registers while a locale is on, and keeps its English for later', () => {
    applyTranslation({ late: { title: 'Titel' } })
    const labels = texts('late', { title: 'Title', hint: 'Hint' })
    expect(labels).toEqual({ title: 'Titel', hint: 'Hint' })
    applyTranslation({ late: {} })
    expect(labels).toEqual({ title: 'Title', hint: 'Hint' })
  })

  it('goes from one locale to another without keeping the first one’s texts', () => {
    const labels = texts('switching', { back: 'Back', close: 'Close' })
    applyTranslation({ switching: { back: 'Atrás', close: 'Cerrar' } })
    applyTranslation({ switching: { back: 'Zurück' } })
    expect(labels).toEqual({ back: 'Zurück', close: 'Close' })
  })
})
