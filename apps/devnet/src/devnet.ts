import { DEVNET_ACCOUNTS, DEVNET_MNEMONIC, type DevnetAccount } from './accounts.ts'
import { resolveAnvilBinary } from './anvilBinary.ts'
import { type AnvilProcess, spawnAnvil } from './anvilProcess.ts'
import { type Bundler, startBundler } from './bundler.ts'
import { SMART_ACCOUNT_CHAIN_IDS } from './bundlerConfig.ts'
import { deployDevnetContracts } from './deployTokens.ts'
import { deployEntryPoint07 } from './entryPoint.ts'
import { withTimeout } from './listeningPort.ts'
import { DEVNET_CHAIN_ID, DEVNET_L2_CHAIN_ID, type DevnetChainId, devnetChains, UNLISTED_CHAIN_ID } from './networks.ts'

export interface StartDevnetOptions {
  /**
   * Ports of "Foyer Devnet" (31337), "Foyer Devnet L2" (31338) and, with `unlisted`, "Foyer Unlisted"
   * (31339), in that order; 0 picks a free port. Default [8545, 8546, 8547].
   */
  ports?: readonly number[]
  /** Also run a node for "Foyer Unlisted", the chain the dapp does not list. Default false. */
  unlisted?: boolean
  /** Default 127.0.0.1. */
  host?: string
  /** Ether each test account starts with. Default 10000. */
  balanceEth?: number
  /** Show Anvil's logs. Default false. */
  verbose?: boolean
  /** How long each node may take to start listening. Default 15000 ms. */
  readyTimeoutMs?: number
  /**
   * Deploy Multicall3 and the Foyer tokens (`@foyer/devnet/tokens`) on 31337 and 31338, funding every account.
   * Default true.
   */
  contracts?: boolean
  /**
   * Run an ERC-4337 bundler (@pimlico/alto, a process of its own) for each smart-account chain
   * (`SMART_ACCOUNT_CHAIN_IDS`: the L2). Needs `contracts`. Default false: only the stack and the tests of user
   * operations pay its start-up (about 2.5 s).
   */
  bundlers?: boolean
}

export interface DevnetBundler {
  chainId: DevnetChainId
  /** The bundler's JSON-RPC URL (ERC-4337 methods). */
  url: string
}

export interface DevnetChain {
  chainId: DevnetChainId
  rpcUrl: string
  name: string
}

export interface Devnet {
  chains: DevnetChain[]
  /** The funded accounts, the same on every chain. */
  accounts: readonly DevnetAccount[]
  mnemonic: string
  /** The bundlers, one per smart-account chain; empty unless started with `bundlers`. */
  bundlers: DevnetBundler[]
  /** The chains as viem chains / Foyer networks, pointing at the URLs this devnet really uses. */
  networks: ReturnType<typeof devnetChains>
  stop(): Promise<void>
}

/** Starts one Anvil per devnet chain on loopback and resolves once every one answers. */
export async function startDevnet(options: StartDevnetOptions = {}): Promise<Devnet> {
  const host = options.host ?? '127.0.0.1'
  const wanted: { chainId: DevnetChainId; port: number }[] = [
    { chainId: DEVNET_CHAIN_ID, port: options.ports?.[0] ?? 8545 },
    { chainId: DEVNET_L2_CHAIN_ID, port: options.ports?.[1] ?? 8546 },
  ]
  if (options.unlisted) wanted.push({ chainId: UNLISTED_CHAIN_ID, port: options.ports?.[2] ?? 8547 })

  const binary = resolveAnvilBinary()
  const nodes: AnvilProcess[] = []
  const rpcUrls: string[] = []
  const bundlers: { chainId: DevnetChainId; bundler: Bundler }[] = []
  const stop = async () => {
    // Bundlers first: they poll the nodes and would log every refused connection otherwise.
    await Promise.all(bundlers.map(({ bundler }) => bundler.stop()))
    await Promise.all(nodes.map((node) => node.stop()))
  }
  try {
    // Port 0 goes to Anvil as it is: it binds a free port itself, so no other process can take it in between.
    for (const { chainId, port } of wanted) {
      nodes.push(
        spawnAnvil({
          binary,
          host,
          port,
          chainId,
          mnemonic: DEVNET_MNEMONIC,
          accounts: DEVNET_ACCOUNTS.length,
          balanceEth: options.balanceEth ?? 10_000,
          verbose: options.verbose ?? false,
        }),
      )
    }
    // Its own "Listening on" line is the proof a node is up and ours: no other process can answer for it.
    const readyTimeoutMs = options.readyTimeoutMs ?? 15_000
    rpcUrls.push(
      ...(await Promise.all(
        nodes.map((node, index) =>
          withTimeout(node.listening, readyTimeoutMs, `Anvil for chain ${wanted[index]!.chainId} did not listen`),
        ),
      )),
    )
    if (options.contracts ?? true) {
      await Promise.all(
        wanted.map(({ chainId }, index) =>
          chainId === UNLISTED_CHAIN_ID
            ? undefined
            : Promise.all([deployDevnetContracts(rpcUrls[index]!), deployEntryPoint07(rpcUrls[index]!)]),
        ),
      )
    }
    if (options.bundlers) {
      if (!(options.contracts ?? true)) throw new Error('Bundlers need the devnet contracts (EntryPoint 0.7)')
      for (const [index, { chainId }] of wanted.entries()) {
        if (!SMART_ACCOUNT_CHAIN_IDS.includes(chainId)) continue
        bundlers.push({
          chainId,
          bundler: await startBundler({ rpcUrl: rpcUrls[index]!, verbose: options.verbose }),
        })
      }
    }
  } catch (error) {
    await stop()
    throw error
  }

  const networks = devnetChains({
    rpcUrls: Object.fromEntries(wanted.map(({ chainId }, index) => [chainId, rpcUrls[index]!])),
  })
  const names: Record<DevnetChainId, string> = {
    [DEVNET_CHAIN_ID]: networks.foyerDevnet.name,
    [DEVNET_L2_CHAIN_ID]: networks.foyerDevnetL2.name,
    [UNLISTED_CHAIN_ID]: networks.foyerUnlisted.name,
  }
  return {
    chains: wanted.map(({ chainId }, index) => ({ chainId, rpcUrl: rpcUrls[index]!, name: names[chainId] })),
    accounts: DEVNET_ACCOUNTS,
    mnemonic: DEVNET_MNEMONIC,
    bundlers: bundlers.map(({ chainId, bundler }) => ({ chainId, url: bundler.url })),
    networks,
    stop,
  }
}
