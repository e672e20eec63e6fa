import { describe, expect, it } from 'vitest'
import type { Connector } from '../types/connector.ts'
import { CONNECTOR_TYPE_ORDER, mergeConnectors, sortConnectors } from './mergeConnectors.ts'

const connector = (id: string, type: Connector['type'], extra: Partial<Connector> = {}): Connector => ({
  id,
  name: id,
  type,
  chain: 'eip155',
  ...extra,
})

const legacyMetaMask = connector('injected', 'INJECTED', { name: 'MetaMask', info: { rdns: 'io.metamask' } })
const announcedMetaMask = connector('io.metamask', 'ANNOUNCED', { name: 'MetaMask', info: { rdns: 'io.metamask' } })
const walletConnect = connector('walletConnect', 'WALLET_CONNECT')
const coinbase = connector('coinbaseWalletSDK', 'EXTERNAL', { explorerId: 'fd20dc42' })
const rabby = connector('io.rabby', 'ANNOUNCED', { name: 'Rabby Wallet', info: { rdns: 'io.rabby' } })
const phantom = connector('app.phantom', 'ANNOUNCED', { name: 'Phantom', info: { rdns: 'app.phantom' } })

describe('mergeConnectors', () => {
  it('lets an EIP-6963 announced wallet replace the legacy injected one with the same rdns, in its place', () => {
    expect(mergeConnectors([walletConnect, legacyMetaMask, rabby, announcedMetaMask])).toEqual([
      walletConnect,
      announcedMetaMask,
      rabby,
    ])
  })

  it('keeps the announced wallet when the legacy injected one comes later', () => {
    expect(mergeConnectors([announcedMetaMask, legacyMetaMask])).toEqual([announcedMetaMask])
  })

  it('treats a legacy injected connector with the same name (any case) as the announced wallet', () => {
    const legacyWithoutRdns = connector('injected', 'INJECTED', { name: 'metamask' })
    expect(mergeConnectors([legacyWithoutRdns, announcedMetaMask])).toEqual([announcedMetaMask])
  })

  it('keeps two announced wallets that share only a name', () => {
    const lookalike = connector('com.lookalike', 'ANNOUNCED', { name: 'MetaMask', info: { rdns: 'com.lookalike' } })
    expect(mergeConnectors([announcedMetaMask, lookalike])).toEqual([announcedMetaMask, lookalike])
  })

  it('keeps the first of two connectors with the same rdns or id', () => {
    const again = connector('io.metamask.again', 'ANNOUNCED', { info: { rdns: 'io.metamask' } })
    expect(mergeConnectors([announcedMetaMask, again, announcedMetaMask])).toEqual([announcedMetaMask])
  })

  it('keeps the same wallet once per namespace', () => {
    const solanaPhantom: Connector = { ...phantom, chain: 'solana' }
    expect(mergeConnectors([phantom, solanaPhantom])).toEqual([phantom, solanaPhantom])
  })
})

describe('sortConnectors', () => {
  it('follows the SPEC §9 order: walletConnect, recent, injected, featured, custom, external, recommended', () => {
    expect(CONNECTOR_TYPE_ORDER).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
    ])
    expect(sortConnectors([coinbase, rabby, walletConnect, legacyMetaMask], [])).toEqual([
      walletConnect,
      rabby,
      legacyMetaMask,
      coinbase,
    ])
  })

  it('puts recent wallets, most recent first, right after WalletConnect and before the injected ones', () => {
    expect(
      sortConnectors([rabby, announcedMetaMask, coinbase, walletConnect, phantom], ['fd20dc42', 'app.phantom']),
    ).toEqual([walletConnect, coinbase, phantom, rabby, announcedMetaMask])
  })

  it('takes a custom order, e.g. recent wallets before everything', () => {
    expect(sortConnectors([walletConnect, rabby, phantom], ['app.phantom'], ['recent', 'injected'])).toEqual([
      phantom,
      rabby,
      walletConnect,
    ])
  })

  it('does not change the list it is given', () => {
    const list = [coinbase, walletConnect]
    sortConnectors(list, [])
    expect(list).toEqual([coinbase, walletConnect])
  })
})
