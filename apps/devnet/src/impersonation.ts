import { type Address, createPublicClient, createTestClient, type Hex, http, parseEther } from 'viem'

/** Gives an address no one holds a key to some ether and lets Anvil send from it. */
export async function fund(rpcUrl: string, address: Address, value = parseEther('10')): Promise<void> {
  const test = createTestClient({ mode: 'anvil', transport: http(rpcUrl) })
  await test.setBalance({ address, value })
  await test.impersonateAccount({ address })
}

/** Waits for a transaction and fails unless it succeeded. */
export async function minedReceipt(rpcUrl: string, hash: Hex) {
  // Anvil may answer the send a moment before it has mined the block, so wait for the receipt briefly.
  const receipt = await createPublicClient({ transport: http(rpcUrl) }).waitForTransactionReceipt({
    hash,
    pollingInterval: 10,
    timeout: 10_000,
  })
  if (receipt.status !== 'success') throw new Error(`Transaction ${hash} failed`)
  return receipt
}

/** The address a deployment landed at. */
export async function receiptAddress(rpcUrl: string, hash: Hex): Promise<Address> {
  const receipt = await minedReceipt(rpcUrl, hash)
  if (!receipt.contractAddress) throw new Error(`Deployment ${hash} failed`)
  return receipt.contractAddress
}
