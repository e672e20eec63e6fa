import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  type Hex,
  http,
  parseEther,
  zeroAddress,
} from 'viem'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { safeArtifacts } from './safeArtifacts.ts'

export interface DeployedSafe {
  chainId: number
  rpcUrl: string
  /** The Safe (a SafeL2 1.5.0 proxy) with one owner and a threshold of 1. */
  address: Address
  /** The owner: the harness signs for it, as the owner would in the Safe's web app. */
  owner: PrivateKeyAccount
  /** Where several calls of one proposal are batched (a DELEGATECALL, as Safe{Wallet} does). */
  multiSendCallOnly: Address
}

/**
 * Deploys the Safe's singleton, proxy factory, fallback handler and MultiSendCallOnly on a devnet chain, then one
 * Safe owned by a fresh key, funded with `balance` ether. The key is new each time, so no other user of the devnet
 * races it for nonces.
 */
export async function deploySafe(options: {
  chainId: number
  rpcUrl: string
  balance?: string
}): Promise<DeployedSafe> {
  const chain = defineChain({
    id: options.chainId,
    name: 'devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [options.rpcUrl] } },
  })
  const transport = http(options.rpcUrl)
  const reader = createPublicClient({ chain, transport })
  const owner = privateKeyToAccount(generatePrivateKey())
  const deployer = createWalletClient({ chain, transport, account: owner })
  const anvil = createTestClient({ chain, transport, mode: 'anvil' })
  const setBalance = (address: Address, ether: string) => anvil.setBalance({ address, value: parseEther(ether) })
  await setBalance(owner.address, '10')

  const { singleton, proxyFactory, fallbackHandler, multiSendCallOnly } = safeArtifacts()
  const deploy = async ({ abi, bytecode }: { abi: readonly unknown[]; bytecode: Hex }) => {
    const hash = await deployer.deployContract({ abi, bytecode })
    const { contractAddress } = await reader.waitForTransactionReceipt({ hash })
    if (!contractAddress) throw new Error('A Safe contract did not deploy')
    return contractAddress
  }
  const singletonAddress = await deploy(singleton)
  const factoryAddress = await deploy(proxyFactory)
  const handlerAddress = await deploy(fallbackHandler)
  const multiSendAddress = await deploy(multiSendCallOnly)

  const initializer = encodeFunctionData({
    abi: singleton.abi,
    functionName: 'setup',
    args: [[owner.address], 1n, zeroAddress, '0x', handlerAddress, zeroAddress, 0n, zeroAddress],
  })
  const { request, result } = await reader.simulateContract({
    account: owner,
    address: factoryAddress,
    abi: proxyFactory.abi,
    functionName: 'createProxyWithNonce',
    args: [singletonAddress, initializer, 0n],
  })
  await reader.waitForTransactionReceipt({ hash: await deployer.writeContract(request) })
  const address = result as Address
  await setBalance(address, options.balance ?? '100')
  return { chainId: options.chainId, rpcUrl: options.rpcUrl, address, owner, multiSendCallOnly: multiSendAddress }
}
