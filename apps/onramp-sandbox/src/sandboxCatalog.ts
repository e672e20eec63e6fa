import {
  ONRAMP_DEFAULT_PAYMENT_CURRENCIES,
  ONRAMP_DEFAULT_PAYMENT_METHOD_LIMITS,
  type OnrampOptions,
  type PurchaseCurrency,
} from '@foyer/protocol'
import type { StartOnrampSandboxOptions } from './sandboxConfig.ts'

/** What the sandbox sells where: one entry per purchase currency and network, with what funding it needs. */
export interface SandboxAsset {
  currencyId: string
  symbol: string
  name: string
  decimals: number
  /** CAIP-2 network id. */
  network: string
  networkName: string
  /** '' for the network's own currency. */
  contractAddress: string
  rpcUrl: string
}

/** Every asset the configuration sells: ETH on each EVM chain, its tokens where they live, SOL on Solana. */
export function sandboxAssets(options: StartOnrampSandboxOptions): SandboxAsset[] {
  const assets: SandboxAsset[] = []
  for (const chain of options.evm?.chains ?? []) {
    const network = `eip155:${chain.chainId}`
    const base = { network, networkName: chain.name, rpcUrl: chain.rpcUrl }
    assets.push({ ...base, currencyId: 'ETH', symbol: 'ETH', name: 'Ether', decimals: 18, contractAddress: '' })
    for (const token of options.evm?.tokens ?? []) {
      if (!token.chainIds.includes(chain.chainId)) continue
      assets.push({
        ...base,
        currencyId: token.id,
        symbol: token.symbol,
        name: token.name,
        decimals: token.decimals,
        contractAddress: token.address,
      })
    }
  }
  if (options.solana) {
    const { caipNetworkId, name, rpcUrl } = options.solana
    assets.push({
      currencyId: 'SOL',
      symbol: 'SOL',
      name: 'Solana',
      decimals: 9,
      network: caipNetworkId,
      networkName: name,
      contractAddress: '',
      rpcUrl,
    })
  }
  return assets
}

/** SPEC §3 on-ramp options: USD and EUR with the SPEC §9 limits, and the assets grouped by currency. */
export function sandboxOptions(assets: readonly SandboxAsset[]): OnrampOptions {
  const purchaseCurrencies = new Map<string, PurchaseCurrency>()
  for (const asset of assets) {
    const currency = purchaseCurrencies.get(asset.currencyId) ?? {
      id: asset.currencyId,
      name: asset.name,
      symbol: asset.symbol,
      networks: [],
    }
    currency.networks.push({
      name: asset.network,
      display_name: asset.networkName,
      chain_id: asset.network,
      contract_address: asset.contractAddress,
    })
    purchaseCurrencies.set(asset.currencyId, currency)
  }
  return {
    paymentCurrencies: ONRAMP_DEFAULT_PAYMENT_CURRENCIES.map((id) => ({
      id,
      payment_method_limits: ONRAMP_DEFAULT_PAYMENT_METHOD_LIMITS.map((limit) => ({ ...limit })),
    })),
    purchaseCurrencies: [...purchaseCurrencies.values()],
  }
}

export function findAsset(assets: readonly SandboxAsset[], currencyId: string, network: string) {
  return assets.find((asset) => asset.currencyId === currencyId && asset.network === network)
}
