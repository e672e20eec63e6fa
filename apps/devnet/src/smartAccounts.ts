import {
  type Address,
  type Chain,
  type Client,
  concat,
  createClient,
  createPublicClient,
  createTestClient,
  createWalletClient,
  custom,
  type EIP1193RequestFn,
  getContractAddress,
  type Hex,
  http,
  isAddress,
  isAddressEqual,
  isHex,
  pad,
  parseEther,
  size,
  slice,
  type Transport,
  zeroAddress,
} from 'viem'
import { type SmartAccount, toSoladySmartAccount } from 'viem/account-abstraction'
import type { LocalAccount } from 'viem/accounts'

// No bytecode here: the Dev Wallet imports this module in the browser (lazily) to sign as a smart account.

/**
 * Deploys FoyerSmartAccount (nonce 0) and FoyerSmartAccountFactory (nonce 1) on every devnet chain at start:
 * an address no one holds a key to, impersonated on Anvil, so the addresses below never change
 * (smartAccounts.test.ts derives them).
 */
export const SMART_ACCOUNT_DEPLOYER: Address = '0xF54ee80EF9A31552712a6CAE10cB1d5ee64D682a'
export const SMART_ACCOUNT_IMPLEMENTATION_ADDRESS: Address = '0xF34901C02c79522c97fbBaAfcdDC7b0Fb5f8eb2F'
export const SMART_ACCOUNT_FACTORY_ADDRESS: Address = '0x0A8887ED0e83Da9c1dc52702e563af09b007B064'
/** The factory's `initCodeHash()`: the ERC-1967 proxy to the implementation, so addresses need no RPC call. */
export const SMART_ACCOUNT_INIT_CODE_HASH: Hex = '0xce6e87e342150461997e9ad4cbe0adfb4c343b70a9118751f39157a23c24b644'

/** Pays for `deploySmartAccount`, so the ten funded accounts keep their ether and nonces. */
const SMART_ACCOUNT_SPONSOR: Address = '0x2664D0e6C0E957e41b3753B706BaB667F812d560'

const factoryAbi = [
  {
    type: 'function',
    name: 'createAccount',
    stateMutability: 'payable',
    inputs: [
      { name: 'owner', type: 'address' },
      { name: 'salt', type: 'bytes32' },
    ],
    outputs: [{ name: '', type: 'address' }],
  },
  {
    type: 'function',
    name: 'getAddress',
    stateMutability: 'view',
    inputs: [{ name: 'salt', type: 'bytes32' }],
    outputs: [{ name: '', type: 'address' }],
  },
] as const

/**
 * The factory salt of `owner`'s account: its first 20 bytes are the owner, the last 12 the caller's `salt`
 * (default 0). The factory refuses any other salt for that owner, since `getAddress(salt)` does not see the owner
 * and a shared salt would let anyone's ERC-6492 signature deploy the account as theirs. A full 32-byte salt that
 * already starts with the owner is taken as it is.
 */
export function smartAccountSalt(owner: Address, salt: Hex = '0x0'): Hex {
  if (!isAddress(owner, { strict: false }) || isAddressEqual(owner, zeroAddress)) {
    throw new Error(`Smart account owner must be a non-zero address, got ${String(owner)}`)
  }
  if (!isHex(salt) || size(salt) > 32)
    throw new Error(`Smart account salt must be at most 32 bytes of hex, got ${salt}`)
  const padded = pad(salt, { size: 32 })
  const head = slice(padded, 0, 20)
  if (BigInt(head) === 0n) return concat([owner.toLowerCase() as Hex, slice(padded, 20)])
  if (isAddressEqual(head, owner)) return padded
  throw new Error(`Smart account salt ${salt} must start with its owner ${owner} or with 20 zero bytes`)
}

/** The counterfactual address of `owner`'s devnet smart account: the same on every devnet chain. */
export function smartAccountAddress(owner: Address, salt?: Hex): Address {
  return getContractAddress({
    opcode: 'CREATE2',
    from: SMART_ACCOUNT_FACTORY_ADDRESS,
    salt: smartAccountSalt(owner, salt),
    bytecodeHash: SMART_ACCOUNT_INIT_CODE_HASH,
  })
}

/**
 * `owner`'s Solady smart account on the devnet chain `client` talks to: an ERC-4337 account of EntryPoint 0.7
 * (deployed on 31337 and 31338; the L2 has a bundler, `startDevnet({ bundlers: true })`). While undeployed its
 * signatures are ERC-6492-wrapped with the factory call.
 */
export function devnetSmartAccount(params: { client: Client; owner: LocalAccount; salt?: Hex }): Promise<SmartAccount> {
  const { client, owner } = params
  const salt = smartAccountSalt(owner.address, params.salt)
  return toSoladySmartAccount({
    // viem wants a client whose own account is not a smart account; the owner signs, never the client's account.
    client: client as Client<Transport, Chain | undefined, undefined>,
    owner,
    factoryAddress: SMART_ACCOUNT_FACTORY_ADDRESS,
    salt,
    address: smartAccountAddress(owner.address, salt),
  })
}

/**
 * A viem client over an EIP-1193 `request` (the Dev Wallet's own RPC of its current chain), so a caller can use
 * `devnetSmartAccount` without importing viem's client code up front. Node errors are not retried.
 */
export function eip1193Client(request: EIP1193RequestFn): Client {
  return createClient({ transport: custom({ request }, { retryCount: 0 }) })
}

/**
 * Deploys `owner`'s smart account on the Anvil node at `rpcUrl` through the factory and returns its address;
 * an account already deployed is returned as it is.
 */
export async function deploySmartAccount(params: { rpcUrl: string; owner: Address; salt?: Hex }): Promise<Address> {
  const { rpcUrl, owner } = params
  const salt = smartAccountSalt(owner, params.salt)
  const transport = http(rpcUrl)
  const client = createPublicClient({ transport })
  if (!(await client.getCode({ address: SMART_ACCOUNT_FACTORY_ADDRESS }))) {
    throw new Error(
      `No smart account factory at ${SMART_ACCOUNT_FACTORY_ADDRESS} on ${rpcUrl}: was it started with contracts?`,
    )
  }
  const address = await client.readContract({
    address: SMART_ACCOUNT_FACTORY_ADDRESS,
    abi: factoryAbi,
    functionName: 'getAddress',
    args: [salt],
  })
  if (await client.getCode({ address })) return address

  const test = createTestClient({ mode: 'anvil', transport })
  await test.setBalance({ address: SMART_ACCOUNT_SPONSOR, value: parseEther('10') })
  await test.impersonateAccount({ address: SMART_ACCOUNT_SPONSOR })
  const hash = await createWalletClient({ transport }).writeContract({
    account: SMART_ACCOUNT_SPONSOR,
    chain: null,
    address: SMART_ACCOUNT_FACTORY_ADDRESS,
    abi: factoryAbi,
    functionName: 'createAccount',
    args: [owner, salt],
  })
  // Anvil may answer the send a moment before it has mined the block, so wait for the receipt briefly.
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 10, timeout: 10_000 })
  if (receipt.status !== 'success' || !(await client.getCode({ address }))) {
    throw new Error(`Deploying the smart account ${address} of ${owner} failed (${hash})`)
  }
  return address
}
