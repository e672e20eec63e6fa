import { FOYER_TOKEN, FOYER_USD } from '@foyer/devnet/tokens'
import { describe, expect, it } from 'vitest'
import { devnetWallets } from './devnetWallets.testing.ts'

// Reads only, with accounts 3 and 4: nothing here moves a balance another suite asserts.
const { account, newWallet, approvedWallet } = devnetWallets([3, 4])

describe('Dev Wallet wallet_getCapabilities (EIP-5792)', () => {
  it('answers per known chain in hex: no atomic batches, EIP-7811 asset discovery', async () => {
    const wallet = await approvedWallet()
    const capabilities = await wallet.provider.request({ method: 'wallet_getCapabilities', params: [wallet.address] })
    const expected = { atomic: { status: 'unsupported' }, assetDiscovery: { supported: true } }
    expect(capabilities).toEqual({ '0x7a69': expected, '0x7a6a': expected })
  })

  it('answers only the chains asked for', async () => {
    const wallet = await approvedWallet()
    const capabilities = await wallet.provider.request({
      method: 'wallet_getCapabilities',
      params: [wallet.address, ['0x7a6a', '0x1']],
    })
    expect(Object.keys(capabilities as object)).toEqual(['0x7a6a'])
  })

  it('refuses an account the site was not given (4100)', async () => {
    const wallet = newWallet()
    const asking = wallet.provider.request({ method: 'wallet_getCapabilities', params: [account(3).address] })
    await expect(asking).rejects.toMatchObject({ code: 4100 })
  })
})

describe('Dev Wallet wallet_getAssets (EIP-7811)', () => {
  it("lists the native currency and the devnet's listed tokens the account holds, read from the node", async () => {
    const wallet = await approvedWallet()
    const assets = (await wallet.provider.request({
      method: 'wallet_getAssets',
      params: [{ account: wallet.address, chainFilter: ['0x7a69'] }],
    })) as Record<string, { address: string; balance: string; type: string; metadata: { symbol: string } }[]>
    expect(Object.keys(assets)).toEqual(['0x7a69'])
    const bySymbol = Object.fromEntries(assets['0x7a69']!.map((asset) => [asset.metadata.symbol, asset]))
    expect(bySymbol.ETH).toMatchObject({ address: 'native', type: 'native' })
    expect(BigInt(bySymbol.ETH!.balance)).toBeGreaterThan(0n)
    expect(bySymbol.fUSD).toMatchObject({ address: FOYER_USD.address, type: 'erc20' })
    expect(BigInt(bySymbol.fUSD!.balance)).toBe(FOYER_USD.amountEach)
    expect(BigInt(bySymbol.FOY!.balance)).toBe(FOYER_TOKEN.amountEach)
  })

  it('leaves out the unlisted spam token, as a wallet with an asset index hides it', async () => {
    const wallet = await approvedWallet()
    const assets = (await wallet.provider.request({
      method: 'wallet_getAssets',
      params: [{ account: wallet.address }],
    })) as Record<string, { metadata: { symbol: string } }[]>
    const symbols = Object.values(assets).flatMap((list) => list.map((asset) => asset.metadata.symbol))
    expect(symbols).not.toContain('CLAIM')
    expect(Object.keys(assets).sort()).toEqual(['0x7a69', '0x7a6a'])
  })

  it('refuses an account the site was not given (4100)', async () => {
    const wallet = newWallet()
    const asking = wallet.provider.request({ method: 'wallet_getAssets', params: [{ account: account(3).address }] })
    await expect(asking).rejects.toMatchObject({ code: 4100 })
  })
})

describe('Dev Wallet wallet_requestPermissions (EIP-2255)', () => {
  it('answers the eth_accounts permission with the account the site sees', async () => {
    const wallet = newWallet()
    const permissions = await wallet.provider.request({
      method: 'wallet_requestPermissions',
      params: [{ eth_accounts: {} }],
    })
    expect(permissions).toEqual([
      expect.objectContaining({
        parentCapability: 'eth_accounts',
        caveats: [{ type: 'restrictReturnedAccounts', value: [wallet.address] }],
      }),
    ])
  })

  it('shows its account picker even to an approved site, as MetaMask does: a no is 4001', async () => {
    const wallet = await approvedWallet()
    wallet.setMode('reject')
    const asking = wallet.provider.request({ method: 'wallet_requestPermissions', params: [{ eth_accounts: {} }] })
    await expect(asking).rejects.toMatchObject({ code: 4001 })
  })
})
