import {
  createPublicClient,
  encodeFunctionData,
  getContractAddress,
  type Hex,
  hashMessage,
  http,
  isErc6492Signature,
  type PublicClient,
  parseAbi,
  serializeErc6492Signature,
  toPrefixedMessage,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_ACCOUNTS } from './accounts.ts'
import { type Devnet, startDevnet } from './devnet.ts'
import {
  deploySmartAccount,
  devnetSmartAccount,
  SMART_ACCOUNT_DEPLOYER,
  SMART_ACCOUNT_FACTORY_ADDRESS,
  SMART_ACCOUNT_IMPLEMENTATION_ADDRESS,
  SMART_ACCOUNT_INIT_CODE_HASH,
  smartAccountAddress,
  smartAccountSalt,
} from './smartAccounts.ts'

const owner = privateKeyToAccount(DEVNET_ACCOUNTS[3]!.privateKey)
const stranger = privateKeyToAccount(DEVNET_ACCOUNTS[4]!.privateKey)
const accountAbi = parseAbi(['function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)'])
const factoryAbi = parseAbi([
  'function createAccount(address owner, bytes32 salt) payable returns (address)',
  'function getAddress(bytes32 salt) view returns (address)',
  'function initCodeHash() view returns (bytes32)',
  'function implementation() view returns (address)',
])

describe('devnet smart account addresses', () => {
  it('are the deployer nonces 0 (implementation) and 1 (factory)', () => {
    expect(getContractAddress({ from: SMART_ACCOUNT_DEPLOYER, nonce: 0n })).toBe(SMART_ACCOUNT_IMPLEMENTATION_ADDRESS)
    expect(getContractAddress({ from: SMART_ACCOUNT_DEPLOYER, nonce: 1n })).toBe(SMART_ACCOUNT_FACTORY_ADDRESS)
  })

  it('salts start with the owner, so no two owners share an account', () => {
    const ownerHex = owner.address.toLowerCase().slice(2)
    expect(smartAccountSalt(owner.address)).toBe(`0x${ownerHex}${'0'.repeat(24)}`)
    expect(smartAccountSalt(owner.address, '0x2a')).toBe(`0x${ownerHex}${'0'.repeat(22)}2a`)
    expect(smartAccountSalt(owner.address, `0x${ownerHex}${'0'.repeat(23)}7`)).toBe(`0x${ownerHex}${'0'.repeat(23)}7`)
    expect(() => smartAccountSalt(owner.address, smartAccountSalt(stranger.address))).toThrow(
      `Smart account salt ${smartAccountSalt(stranger.address)} must start with its owner ${owner.address} or with 20 zero bytes`,
    )
    expect(() => smartAccountSalt(owner.address, `0x${'1'.repeat(66)}`)).toThrow('at most 32 bytes of hex')
    expect(() => smartAccountSalt('0x0000000000000000000000000000000000000000')).toThrow('non-zero address')
    expect(smartAccountAddress(owner.address)).not.toBe(smartAccountAddress(stranger.address))
    expect(smartAccountAddress(owner.address)).not.toBe(smartAccountAddress(owner.address, '0x1'))
  })
})

describe('devnet smart accounts on Anvil', () => {
  let devnet: Devnet
  let l1: PublicClient
  let l2: PublicClient

  beforeAll(async () => {
    devnet = await startDevnet({ ports: [0, 0] })
    l1 = createPublicClient({ transport: http(devnet.chains[0]!.rpcUrl) })
    l2 = createPublicClient({ transport: http(devnet.chains[1]!.rpcUrl) })
  })
  afterAll(async () => {
    await devnet?.stop()
  })

  it('deploys the same implementation and factory on 31337 and 31338, which agree on every account address', async () => {
    const salt = smartAccountSalt(owner.address)
    for (const client of [l1, l2]) {
      expect(await client.getCode({ address: SMART_ACCOUNT_IMPLEMENTATION_ADDRESS })).toMatch(/^0x[0-9a-f]{1000,}$/)
      const read = <F extends 'implementation' | 'initCodeHash'>(functionName: F) =>
        client.readContract({ address: SMART_ACCOUNT_FACTORY_ADDRESS, abi: factoryAbi, functionName })
      expect(await read('implementation')).toBe(SMART_ACCOUNT_IMPLEMENTATION_ADDRESS)
      expect(await read('initCodeHash')).toBe(SMART_ACCOUNT_INIT_CODE_HASH)
      expect(
        await client.readContract({
          address: SMART_ACCOUNT_FACTORY_ADDRESS,
          abi: factoryAbi,
          functionName: 'getAddress',
          args: [salt],
        }),
      ).toBe(smartAccountAddress(owner.address))
    }
  })

  it('signs as a counterfactual account with an ERC-6492 signature that verifyMessage accepts', async () => {
    const account = await devnetSmartAccount({ client: l1, owner, salt: '0x1' })
    expect(await l1.getCode({ address: account.address })).toBeUndefined()
    const signature = await account.signMessage({ message: 'Sign in to Foyer' })
    expect(isErc6492Signature(signature)).toBe(true)
    expect(await l1.verifyMessage({ address: account.address, message: 'Sign in to Foyer', signature })).toBe(true)
    expect(await l1.verifyMessage({ address: account.address, message: 'Sign in to Evil', signature })).toBe(false)
    expect(await l1.getCode({ address: account.address })).toBeUndefined()
  })

  it('deploys an account at its counterfactual address, whose fresh signatures pass ERC-1271 isValidSignature', async () => {
    const counterfactual = await devnetSmartAccount({ client: l1, owner, salt: '0x2' })
    const rpcUrl = devnet.chains[0]!.rpcUrl
    const address = await deploySmartAccount({ rpcUrl, owner: owner.address, salt: '0x2' })
    expect(address).toBe(counterfactual.address)
    expect(await l1.getCode({ address })).toMatch(/^0x[0-9a-f]+$/)
    expect(await deploySmartAccount({ rpcUrl, owner: owner.address, salt: '0x2' })).toBe(address)

    const deployed = await devnetSmartAccount({ client: l1, owner, salt: '0x2' })
    const signature = await deployed.signMessage({ message: 'Sign in to Foyer' })
    expect(isErc6492Signature(signature)).toBe(false)
    expect(await l1.verifyMessage({ address, message: 'Sign in to Foyer', signature })).toBe(true)
    const isValidSignature = (hash: Hex) =>
      l1
        .readContract({ address, abi: accountAbi, functionName: 'isValidSignature', args: [hash, signature] })
        // Solady's off-chain fallback (ERC1271 `_erc1271IsValidSignatureViaRPC`) reverts a wrong one in eth_call.
        .catch(() => 'reverted')
    expect(await isValidSignature(hashMessage('Sign in to Foyer'))).toBe('0x1626ba7e')
    expect(await isValidSignature(hashMessage('Sign in to Evil'))).not.toBe('0x1626ba7e')
  })

  it('rejects a signature from another owner, counterfactual or deployed, even one that claims the owner salt', async () => {
    const rpcUrl = devnet.chains[0]!.rpcUrl
    const mine = await devnetSmartAccount({ client: l1, owner, salt: '0x3' })
    const theirs = await devnetSmartAccount({ client: l1, owner: stranger, salt: '0x3' })
    const message = 'Sign in to Foyer'
    // What a stranger would send if the factory let anyone create the owner's account: their own ERC-7739
    // signature for the owner's address, wrapped with a factory call that makes them its owner. The same
    // wrapping by the owner verifies, so only the factory's salt rule stops the stranger.
    const wrapped = async (signer: typeof owner) =>
      serializeErc6492Signature({
        address: SMART_ACCOUNT_FACTORY_ADDRESS,
        data: encodeFunctionData({
          abi: factoryAbi,
          functionName: 'createAccount',
          args: [signer.address, smartAccountSalt(owner.address, '0x3')],
        }),
        signature: await signer.signTypedData({
          domain: { name: 'Foyer Smart Account', version: '1', chainId: 31337, verifyingContract: mine.address },
          types: { PersonalSign: [{ name: 'prefixed', type: 'bytes' }] },
          primaryType: 'PersonalSign',
          message: { prefixed: toPrefixedMessage(message) },
        }),
      })
    const verify = async (signature: Hex) => l1.verifyMessage({ address: mine.address, message, signature })

    expect(await verify(await theirs.signMessage({ message }))).toBe(false)
    expect(await verify(await wrapped(stranger))).toBe(false)
    expect(await verify(await wrapped(owner))).toBe(true)
    expect(await verify(await stranger.signMessage({ message }))).toBe(false)

    await deploySmartAccount({ rpcUrl, owner: owner.address, salt: '0x3' })
    expect(await verify(await theirs.signMessage({ message }))).toBe(false)
    expect(await verify(await stranger.signMessage({ message }))).toBe(false)
    expect(await verify(await mine.signMessage({ message }))).toBe(true)
  })

  it('keeps an account deployed on 31337 counterfactual on 31338, where its ERC-6492 signatures verify', async () => {
    await deploySmartAccount({ rpcUrl: devnet.chains[0]!.rpcUrl, owner: owner.address, salt: '0x4' })
    const onL2 = await devnetSmartAccount({ client: l2, owner, salt: '0x4' })
    expect(onL2.address).toBe(smartAccountAddress(owner.address, '0x4'))
    expect(await l2.getCode({ address: onL2.address })).toBeUndefined()
    const signature = await onL2.signMessage({ message: 'Sign in on L2' })
    expect(isErc6492Signature(signature)).toBe(true)
    expect(await l2.verifyMessage({ address: onL2.address, message: 'Sign in on L2', signature })).toBe(true)
  })

  it('says clearly when there is no factory or the owner is not an address', async () => {
    const node = await startDevnet({ ports: [0, 0], contracts: false })
    try {
      await expect(deploySmartAccount({ rpcUrl: node.chains[0]!.rpcUrl, owner: owner.address })).rejects.toThrow(
        `No smart account factory at ${SMART_ACCOUNT_FACTORY_ADDRESS}`,
      )
    } finally {
      await node.stop()
    }
    await expect(deploySmartAccount({ rpcUrl: devnet.chains[0]!.rpcUrl, owner: '0x1234' })).rejects.toThrow(
      'Smart account owner must be a non-zero address, got 0x1234',
    )
  })
})
