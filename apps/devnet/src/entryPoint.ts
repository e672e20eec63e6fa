import { createRequire } from 'node:module'
import {
  type Address,
  concat,
  createPublicClient,
  createTestClient,
  createWalletClient,
  getContractAddress,
  type Hex,
  http,
  parseEther,
} from 'viem'
import { ENTRY_POINT_07_ADDRESS } from './bundlerConfig.ts'

/** Anvil's built-in deterministic deployer (Arachnid's CREATE2 proxy): present from block 0. */
export const CREATE2_DEPLOYER: Address = '0x4e59b44847b379578588920cA78FbF26c0B4956C'
/** The salt EntryPoint 0.7 was deployed with on every public chain, so its address is the canonical one. */
export const ENTRY_POINT_07_SALT: Hex = '0x90d8084deab30c2a37c45e8d47f49f2f7965183cb6990a98943ef94940681de3'
/** Pays for the EntryPoint deployment, so the ten funded accounts keep their ether and nonces. */
const ENTRY_POINT_SPONSOR: Address = '0x00000000000000000000000000000000e4e70007'

// The 33 KB artifact of @account-abstraction/contracts 0.7.0 (MIT), read from the package, never copied.
const require = createRequire(import.meta.url)
const entryPointArtifact = require('@account-abstraction/contracts/artifacts/EntryPoint.json') as { bytecode: Hex }

/** Where the shipped bytecode lands through the CREATE2 deployer with the canonical salt (entryPoint.test.ts). */
export function entryPoint07Address(): Address {
  return getContractAddress({
    opcode: 'CREATE2',
    from: CREATE2_DEPLOYER,
    salt: ENTRY_POINT_07_SALT,
    bytecode: entryPointArtifact.bytecode,
  })
}

/** Deploys EntryPoint 0.7 at its canonical address on the Anvil node at `rpcUrl`; a deployed one is left alone. */
export async function deployEntryPoint07(rpcUrl: string): Promise<Address> {
  const transport = http(rpcUrl)
  const client = createPublicClient({ transport })
  if (await client.getCode({ address: ENTRY_POINT_07_ADDRESS })) return ENTRY_POINT_07_ADDRESS
  const test = createTestClient({ mode: 'anvil', transport })
  await test.setBalance({ address: ENTRY_POINT_SPONSOR, value: parseEther('10') })
  await test.impersonateAccount({ address: ENTRY_POINT_SPONSOR })
  const hash = await createWalletClient({ transport }).sendTransaction({
    account: ENTRY_POINT_SPONSOR,
    chain: null,
    to: CREATE2_DEPLOYER,
    data: concat([ENTRY_POINT_07_SALT, entryPointArtifact.bytecode]),
    gas: 8_000_000n,
  })
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 10, timeout: 10_000 })
  if (receipt.status !== 'success' || !(await client.getCode({ address: ENTRY_POINT_07_ADDRESS }))) {
    throw new Error(`EntryPoint 0.7 did not land at ${ENTRY_POINT_07_ADDRESS} on ${rpcUrl} (${hash})`)
  }
  return ENTRY_POINT_07_ADDRESS
}
