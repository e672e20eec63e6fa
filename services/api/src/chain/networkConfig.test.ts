import { describe, expect, it } from 'vitest'
import { evmChainsOf, networkConfigsSchema, networkIdOf, solanaChainsOf } from './networkConfig.ts'

const SOLANA = {
  caipNetworkId: 'solana:8Hr5WbESnKhtPTCX2GP5GbJgMMM495Ru',
  name: 'Foyer Solana Devnet',
  rpcUrl: 'http://127.0.0.1:8899',
}
const EVM = { chainId: 31337, name: 'Foyer Devnet', rpcUrl: 'http://127.0.0.1:8545' }

describe('FOYER_CHAINS (networkConfigsSchema)', () => {
  it('reads an EVM-only list written before Solana existed, unchanged', () => {
    expect(networkConfigsSchema.parse([EVM])).toEqual([EVM])
  })

  it('reads EVM chains and Solana networks from one list, each by the key it carries', () => {
    const chains = networkConfigsSchema.parse([EVM, SOLANA])
    expect(evmChainsOf(chains)).toEqual([EVM])
    expect(solanaChainsOf(chains)).toEqual([SOLANA])
    expect(chains.map(networkIdOf)).toEqual(['eip155:31337', SOLANA.caipNetworkId])
  })

  it('refuses a Solana network that is not solana: and 32 base58 characters, naming the entry', () => {
    for (const caipNetworkId of [
      'solana:8Hr5WbESnKhtPTCX2GP5GbJgMMM495R',
      'eip155:1',
      'solana:0Hr5WbESnKhtPTCX2GP5GbJgMMM495Ru',
    ]) {
      const result = networkConfigsSchema.safeParse([EVM, { ...SOLANA, caipNetworkId }])
      expect(result.error?.issues[0]?.path).toEqual([1, 'caipNetworkId'])
    }
  })

  it('refuses a network listed twice instead of serving whichever entry came last', () => {
    const result = networkConfigsSchema.safeParse([SOLANA, EVM, { ...SOLANA, rpcUrl: 'http://127.0.0.1:9999' }])
    expect(result.error?.issues[0]).toMatchObject({ path: [2], message: `lists ${SOLANA.caipNetworkId} a second time` })
  })

  it('refuses an entry without an rpcUrl', () => {
    expect(networkConfigsSchema.safeParse([{ caipNetworkId: SOLANA.caipNetworkId, name: 'x' }]).success).toBe(false)
  })

  it('reads an EVM chain’s smart-account entry: its bundler and the account factory', () => {
    const smartAccount = {
      bundlerUrl: 'http://127.0.0.1:4337',
      factoryAddress: '0x0A8887ED0e83Da9c1dc52702e563af09b007B064',
    }
    expect(networkConfigsSchema.parse([{ ...EVM, smartAccount }])).toEqual([{ ...EVM, smartAccount }])
  })

  it('refuses a smart-account entry without a bundler URL or with a factory that is not an address', () => {
    const bad = [
      { factoryAddress: '0x0A8887ED0e83Da9c1dc52702e563af09b007B064' },
      { bundlerUrl: 'http://127.0.0.1:4337', factoryAddress: '0x1234' },
    ]
    for (const smartAccount of bad) {
      const result = networkConfigsSchema.safeParse([{ ...EVM, smartAccount }])
      expect(result.error?.issues[0]?.path.slice(0, 2)).toEqual([0, 'smartAccount'])
    }
  })

  it('reads an EVM chain’s swaps entry: its Uniswap V2 router, factory and WETH', () => {
    const swaps = {
      routerAddress: '0xA9f6Eca4cb0591389785aC7c54Aaf17A35063a02',
      factoryAddress: '0x32c7F717F2F78064A5E69A7C76B78423FEDBf38a',
      wethAddress: '0x3D662e4C142448c1FbD8854873D1Ef76FEA37cbF',
    }
    expect(networkConfigsSchema.parse([{ ...EVM, swaps }])).toEqual([{ ...EVM, swaps }])
  })

  it('refuses a swaps entry missing a contract or naming one that is not an address', () => {
    const router = '0xA9f6Eca4cb0591389785aC7c54Aaf17A35063a02'
    for (const swaps of [
      { routerAddress: router, factoryAddress: router },
      { routerAddress: router, factoryAddress: router, wethAddress: 'weth' },
    ]) {
      const result = networkConfigsSchema.safeParse([{ ...EVM, swaps }])
      expect(result.error?.issues[0]?.path.slice(0, 2)).toEqual([0, 'swaps'])
    }
  })
})

describe('FOYER_CHAINS Bitcoin and Polkadot entries', () => {
  const BITCOIN = {
    caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
    name: 'Regtest',
    esploraUrl: 'http://127.0.0.1:3002/',
  }
  const POLKADOT = {
    caipNetworkId: 'polkadot:9ae293c797a0d4363c8ac658b47d91a3',
    name: 'Dot',
    rpcUrl: 'http://127.0.0.1:9944',
  }

  it('reads a regtest entry with the bcrt prefix its genesis implies and its Esplora URL without the trailing slash', () => {
    expect(networkConfigsSchema.parse([EVM, BITCOIN, POLKADOT]).map((chain) => chain)).toEqual([
      EVM,
      { ...BITCOIN, esploraUrl: 'http://127.0.0.1:3002', addressPrefix: 'bcrt' },
      POLKADOT,
    ])
  })

  it('refuses a Bitcoin network of unknown genesis that names no address prefix, naming the field', () => {
    const result = networkConfigsSchema.safeParse([{ ...BITCOIN, caipNetworkId: `bip122:${'1'.repeat(32)}` }])
    expect(result.error?.issues[0]?.path).toEqual([0, 'addressPrefix'])
  })

  it('refuses bip122: and polkadot: ids that are not 32 lower-case hex digits', () => {
    for (const entry of [
      { ...BITCOIN, caipNetworkId: 'bip122:0F9188F13CB7B2C71F2A335E3A4FC328' },
      { ...POLKADOT, caipNetworkId: 'polkadot:9ae293' },
    ]) {
      expect(networkConfigsSchema.safeParse([entry]).error?.issues[0]?.path).toEqual([0, 'caipNetworkId'])
    }
  })
})
