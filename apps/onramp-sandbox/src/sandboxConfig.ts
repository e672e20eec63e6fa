import type { Hex } from 'viem'

/** An EVM chain the sandbox sells on: its CAIP-2 number, how the order page names it, its JSON-RPC node. */
export interface SandboxEvmChain {
  chainId: number
  name: string
  rpcUrl: string
}

/** An ERC-20 the sandbox sells (a devnet token), on the chains where it is deployed at `address`. */
export interface SandboxToken {
  id: string
  name: string
  symbol: string
  decimals: number
  address: `0x${string}`
  chainIds: readonly number[]
}

export interface StartOnrampSandboxOptions {
  /** 0 (the default) picks a free port. */
  port?: number
  host?: string
  /** ETH on every chain listed, and the tokens given, sent from `funderKey`'s account. */
  evm?: {
    chains: readonly SandboxEvmChain[]
    /** An account no test uses: the sandbox tops it up on Anvil at start (`anvil_setBalance`, token storage). */
    funderKey: Hex
    tokens?: readonly SandboxToken[]
    /** Default true. False where the chains are not Anvil (or not there: quotes and order pages need no node). */
    topUpOnAnvil?: boolean
  }
  /** SOL on the Solana local chain, from the RPC's airdrop. */
  solana?: { caipNetworkId: string; name: string; rpcUrl: string }
  /** USD per whole unit, by purchase currency id (ETH, SOL, a token's id). Default SANDBOX_PRICES_USD. */
  pricesUsd?: Readonly<Record<string, number>>
  /** The provider's fee, a share of the total (SPEC §9: 1–2 %). Default 0.015. */
  feeRate?: number
}

/** Prices the sandbox quotes with unless told otherwise: round numbers that make amounts easy to check. */
export const SANDBOX_PRICES_USD: Readonly<Record<string, number>> = { ETH: 2500, SOL: 150, FOY: 2 }
/** One USD in EUR, for EUR quotes. */
export const SANDBOX_EUR_PER_USD = 0.9
/** The network fee every quote carries, in the payment currency. */
export const SANDBOX_NETWORK_FEE = '0.10'
export const SANDBOX_FEE_RATE = 0.015
