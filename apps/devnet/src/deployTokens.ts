import { type Address, createWalletClient, type Hex, http, multicall3Abi } from 'viem'
import { DEVNET_ACCOUNTS } from './accounts.ts'
import { deploySwapPools } from './deploySwaps.ts'
import smartAccount from './FoyerSmartAccount.artifact.json' with { type: 'json' }
import smartAccountFactory from './FoyerSmartAccountFactory.artifact.json' with { type: 'json' }
import artifact from './FoyerToken.artifact.json' with { type: 'json' }
import { fund, receiptAddress } from './impersonation.ts'
import multicall3 from './Multicall3.artifact.json' with { type: 'json' }
import {
  SMART_ACCOUNT_DEPLOYER,
  SMART_ACCOUNT_FACTORY_ADDRESS,
  SMART_ACCOUNT_IMPLEMENTATION_ADDRESS,
} from './smartAccounts.ts'
import {
  DEVNET_DEPLOYED_TOKENS,
  DEVNET_TOKEN_DEPLOYER,
  type DevnetToken,
  MULTICALL3_ADDRESS,
  MULTICALL3_DEPLOYER,
} from './tokens.ts'

export const FOYER_TOKEN_ABI = artifact.abi
export const FOYER_TOKEN_BYTECODE = artifact.bytecode as Hex

export interface DeployTokenOptions {
  name: string
  symbol: string
  decimals: number
  /** Default: the ten devnet accounts. */
  holders?: readonly Address[]
  amountEach: bigint
  /** Default DEVNET_TOKEN_DEPLOYER, impersonated. */
  from?: Address
}

/** Deploys one FoyerToken on an Anvil node from an impersonated address and returns its address. */
export async function deployFoyerToken(rpcUrl: string, options: DeployTokenOptions): Promise<Address> {
  const from = options.from ?? DEVNET_TOKEN_DEPLOYER
  await fund(rpcUrl, from)
  const hash = await createWalletClient({ transport: http(rpcUrl) }).deployContract({
    account: from,
    chain: null,
    abi: FOYER_TOKEN_ABI,
    bytecode: FOYER_TOKEN_BYTECODE,
    args: [
      options.name,
      options.symbol,
      options.decimals,
      options.holders ?? DEVNET_ACCOUNTS.map(({ address }) => address),
      options.amountEach,
    ],
  })
  return receiptAddress(rpcUrl, hash)
}

/**
 * Puts the devnet's contracts on a fresh Anvil chain: Multicall3 at its canonical address, the Foyer tokens
 * at the addresses `tokens.ts` lists, the smart account implementation and factory at the addresses
 * `smartAccounts.ts` lists, and the Uniswap V2 contracts and pools `swaps.ts` lists (once the tokens exist). Anvil mines each transaction as it arrives, so this takes a few round trips.
 */
export async function deployDevnetContracts(rpcUrl: string): Promise<void> {
  await fund(rpcUrl, MULTICALL3_DEPLOYER)
  const multicallHash = await createWalletClient({ transport: http(rpcUrl) }).deployContract({
    account: MULTICALL3_DEPLOYER,
    chain: null,
    abi: multicall3Abi,
    bytecode: multicall3.bytecode as Hex,
  })
  const multicall = await receiptAddress(rpcUrl, multicallHash)
  if (multicall.toLowerCase() !== MULTICALL3_ADDRESS.toLowerCase()) {
    throw new Error(`Multicall3 landed at ${multicall}, not ${MULTICALL3_ADDRESS}: was the chain fresh?`)
  }
  const tokens = async () => {
    // In order: the listed addresses are the deployer's nonces 0..3.
    for (const token of DEVNET_DEPLOYED_TOKENS) await deployListed(rpcUrl, token)
  }
  await Promise.all([deploySwapPools(rpcUrl, tokens()), deploySmartAccountContracts(rpcUrl)])
}

/** In order: the implementation is the deployer's nonce 0 and the factory, which points at it, nonce 1. */
async function deploySmartAccountContracts(rpcUrl: string): Promise<void> {
  await fund(rpcUrl, SMART_ACCOUNT_DEPLOYER)
  const wallet = createWalletClient({ transport: http(rpcUrl) })
  const implementation = await receiptAddress(
    rpcUrl,
    await wallet.deployContract({
      account: SMART_ACCOUNT_DEPLOYER,
      chain: null,
      abi: smartAccount.abi,
      bytecode: smartAccount.bytecode as Hex,
    }),
  )
  expectLanded('FoyerSmartAccount', implementation, SMART_ACCOUNT_IMPLEMENTATION_ADDRESS)
  const factory = await receiptAddress(
    rpcUrl,
    await wallet.deployContract({
      account: SMART_ACCOUNT_DEPLOYER,
      chain: null,
      abi: smartAccountFactory.abi,
      bytecode: smartAccountFactory.bytecode as Hex,
      args: [implementation],
    }),
  )
  expectLanded('FoyerSmartAccountFactory', factory, SMART_ACCOUNT_FACTORY_ADDRESS)
}

function expectLanded(name: string, address: Address, expected: Address): void {
  if (address.toLowerCase() !== expected.toLowerCase()) {
    throw new Error(`${name} landed at ${address}, not ${expected}: was the chain fresh?`)
  }
}

async function deployListed(rpcUrl: string, token: DevnetToken): Promise<void> {
  const address = await deployFoyerToken(rpcUrl, token)
  if (address.toLowerCase() !== token.address.toLowerCase()) {
    throw new Error(`${token.symbol} landed at ${address}, not ${token.address}: was the chain fresh?`)
  }
}
