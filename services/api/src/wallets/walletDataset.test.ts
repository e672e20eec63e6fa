import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { caip2ChainIdSchema } from '@foyer/protocol'
import { describe, expect, it } from 'vitest'
import { loadWalletDataset } from './walletDataset.ts'

describe('the shipped wallet dataset', () => {
  const wallets = loadWalletDataset()

  it('holds at least 40 real wallets', () => {
    expect(wallets.length).toBeGreaterThanOrEqual(40)
    expect(wallets.map((wallet) => wallet.name)).toEqual(
      expect.arrayContaining(['MetaMask', 'Trust Wallet', 'Coinbase Wallet', 'Rainbow', 'Phantom', 'Rabby Wallet']),
    )
  })

  it('names every wallet by a unique id and every announced rdns once', () => {
    const ids = wallets.map((wallet) => wallet.id)
    const rdns = wallets.flatMap((wallet) => (wallet.rdns ? [wallet.rdns] : []))
    expect(new Set(ids).size).toBe(ids.length)
    expect(new Set(rdns).size).toBe(rdns.length)
  })

  it('uses the EIP-6963 rdns the best-known wallets announce', () => {
    const rdnsOf = (id: string) => wallets.find((wallet) => wallet.id === id)?.rdns
    expect(rdnsOf('metamask')).toBe('io.metamask')
    expect(rdnsOf('rainbow')).toBe('me.rainbow')
    expect(rdnsOf('coinbase-wallet')).toBe('com.coinbase.wallet')
    expect(rdnsOf('okx-wallet')).toBe('com.okex.wallet')
    expect(rdnsOf('phantom')).toBe('app.phantom')
  })

  it('lists only well-formed CAIP-2 chains and covers every namespace SPEC §1 names', () => {
    const chains = wallets.flatMap((wallet) => wallet.chains)
    for (const chain of chains) expect(caip2ChainIdSchema.safeParse(chain).success, chain).toBe(true)
    const namespaces = new Set(chains.map((chain) => chain.split(':')[0]))
    expect([...namespaces]).toEqual(expect.arrayContaining(['eip155', 'solana', 'bip122', 'polkadot']))
  })

  it('gives links as https URLs or app schemes', () => {
    for (const wallet of wallets) {
      for (const link of [wallet.mobile_link, wallet.desktop_link]) {
        if (link !== null) expect(link, wallet.id).toMatch(/^(https:\/\/|[a-z][a-z0-9+.-]*:\/\/)/)
      }
      for (const link of [wallet.homepage, wallet.webapp_link]) {
        if (link !== null) expect(new URL(link).protocol, wallet.id).toBe('https:')
      }
    }
  })

  it('gives phone links as https only: universal links, App Store and Google Play pages (issue 23)', () => {
    for (const wallet of wallets) {
      if (wallet.universal_link !== null) expect(new URL(wallet.universal_link).protocol, wallet.id).toBe('https:')
      if (wallet.app_store !== null)
        expect(wallet.app_store, wallet.id).toMatch(/^https:\/\/apps\.apple\.com\/app\/id\d+$/)
      if (wallet.play_store !== null) {
        expect(wallet.play_store, wallet.id).toMatch(/^https:\/\/play\.google\.com\/store\/apps\/details\?id=[\w.]+$/)
      }
    }
  })

  it('has the phone links the public sources give for the best-known wallets (issue 23)', () => {
    const linksOf = (id: string) => {
      const wallet = wallets.find((entry) => entry.id === id)
      return [wallet?.universal_link, wallet?.app_store, wallet?.play_store]
    }
    expect(linksOf('metamask')).toEqual([
      'https://metamask.app.link',
      'https://apps.apple.com/app/id1438144202',
      'https://play.google.com/store/apps/details?id=io.metamask',
    ])
    expect(linksOf('rainbow')).toEqual([
      'https://rnbwapp.com',
      'https://apps.apple.com/app/id1457119021',
      'https://play.google.com/store/apps/details?id=me.rainbow',
    ])
    // OKX Wallet's app opens by its scheme (okex://main/wc?uri=…, as RainbowKit and WalletConnect's listing give it):
    // the only https link public sources name for it is a download page, not one that opens the app.
    const okx = wallets.find((entry) => entry.id === 'okx-wallet')
    expect([okx?.mobile_link, ...linksOf('okx-wallet')]).toEqual([
      'okex://main',
      null,
      'https://apps.apple.com/app/id1327268470',
      'https://play.google.com/store/apps/details?id=com.okinc.okex.gp',
    ])
    // Coinbase Wallet opens through its SDK, not a WalletConnect universal link; Rabby has no phone app listed.
    expect(linksOf('coinbase-wallet')[0]).toBeNull()
    expect(linksOf('rabby')).toEqual([null, null, null])
  })

  it('refuses a dataset with a phone link that is not https or not its store’s', () => {
    const directory = mkdtempSync(join(tmpdir(), 'foyer-wallets-'))
    const path = join(directory, 'wallets.json')
    const hostile = { universal_link: 'javascript:alert(1)', play_store: 'https://evil.example/details?id=io.metamask' }
    writeFileSync(path, JSON.stringify([{ ...wallets[0], ...hostile }]))
    expect(() => loadWalletDataset(path)).toThrow(/0\.universal_link: must be an https base URL/)
    expect(() => loadWalletDataset(path)).toThrow(/0\.play_store: must be a Google Play link/)
  })

  it('refuses a dataset with a duplicate id, naming the problem', () => {
    const directory = mkdtempSync(join(tmpdir(), 'foyer-wallets-'))
    const path = join(directory, 'wallets.json')
    const entry = { ...wallets[0] }
    writeFileSync(path, JSON.stringify([entry, entry]))
    expect(() => loadWalletDataset(path)).toThrow(/duplicate id metamask/)
  })

  it('refuses a dataset with a malformed chain id', () => {
    const directory = mkdtempSync(join(tmpdir(), 'foyer-wallets-'))
    const path = join(directory, 'wallets.json')
    writeFileSync(path, JSON.stringify([{ ...wallets[0], chains: ['ethereum'] }]))
    expect(() => loadWalletDataset(path)).toThrow(/0\.chains\.0: must be a CAIP-2 chain id/)
  })
})
