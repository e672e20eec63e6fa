import { describe, expect, it } from 'vitest'
import { createMemoryStorage, createStorage } from '../storage/storedItems.ts'
import { createLegalConsent } from './legalConsent.ts'

describe('createLegalConsent', () => {
  it('starts unticked on a first visit', () => {
    const legal = createLegalConsent(createStorage(createMemoryStorage()))
    expect(legal.store.getState().accepted).toBe(false)
  })

  it('remembers a tick for the next visit', () => {
    const backing = createMemoryStorage()
    createLegalConsent(createStorage(backing)).setAccepted(true)
    expect(createLegalConsent(createStorage(backing)).store.getState().accepted).toBe(true)
  })

  it('forgets the tick when the visitor unticks', () => {
    const backing = createMemoryStorage()
    const legal = createLegalConsent(createStorage(backing))
    legal.setAccepted(true)
    legal.setAccepted(false)
    expect(legal.store.getState().accepted).toBe(false)
    expect(createLegalConsent(createStorage(backing)).store.getState().accepted).toBe(false)
  })

  it('drops a stored value that is not a tick', () => {
    const backing = createMemoryStorage()
    backing.setItem('@foyer/legalAccepted', JSON.stringify({ v: 1, value: 'yes' }))
    const legal = createLegalConsent(createStorage(backing, () => {}))
    expect(legal.store.getState().accepted).toBe(false)
    expect(backing.getItem('@foyer/legalAccepted')).toBeNull()
  })
})
