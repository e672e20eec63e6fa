import { afterEach, describe, expect, it, vi } from 'vitest'
import { adapterListeners } from './adapterListeners.ts'
import type { AdapterEvent } from './ChainAdapter.ts'

afterEach(() => vi.restoreAllMocks())

describe('an adapter’s listeners', () => {
  it('tells every listener, in the order they subscribed, until each unsubscribes', () => {
    const { emit, subscribe } = adapterListeners('solana')
    const heard: string[] = []
    const stopFirst = subscribe((event) => heard.push(`first ${event.type}`))
    subscribe((event) => heard.push(`second ${event.type}`))
    emit({ type: 'disconnect' })
    stopFirst()
    emit({ type: 'accountsChanged', addresses: ['a'] })
    expect(heard).toEqual(['first disconnect', 'second disconnect', 'second accountsChanged'])
  })

  it('a listener that throws is logged with the namespace and keeps the event from no other', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { emit, subscribe } = adapterListeners('bitcoin')
    const heard: AdapterEvent[] = []
    subscribe(() => {
      throw new Error('broken listener')
    })
    subscribe((event) => heard.push(event))
    emit({ type: 'disconnect' })
    expect(heard).toEqual([{ type: 'disconnect' }])
    expect(logged).toHaveBeenCalledWith('[foyer] bitcoin adapter listener failed', expect.any(Error))
  })

  it('a listener added while an event is told hears from the next one', () => {
    const { emit, subscribe } = adapterListeners('polkadot')
    const late: string[] = []
    subscribe(() => {
      subscribe((event) => late.push(event.type))
    })
    emit({ type: 'disconnect' })
    expect(late).toEqual([])
    emit({ type: 'disconnect' })
    expect(late).toEqual(['disconnect'])
  })
})
