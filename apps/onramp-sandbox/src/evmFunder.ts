import {
  createPublicClient,
  createWalletClient,
  encodeAbiParameters,
  erc20Abi,
  type Hex,
  http,
  keccak256,
  numberToHex,
  pad,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/** What the funder holds after a top-up: far more than any test buys. */
const TOP_UP_WEI = 10n ** 24n
const TOP_UP_TOKEN_UNITS = 10n ** 30n
/** OpenZeppelin 4's ERC20 keeps `_balances` in slot 0 (the devnet's FoyerToken is one). */
const OZ_BALANCES_SLOT = 0n

export interface EvmTransfer {
  rpcUrl: string
  to: `0x${string}`
  /** In the smallest unit (wei, or the token's). */
  amount: bigint
  /** Absent: the chain's own currency. */
  token?: `0x${string}`
}

/**
 * Sends ETH or an ERC-20 from the sandbox's funder and waits for the receipt. Sends on one chain run one after
 * another, so two orders paid at once never take the same nonce.
 */
export function createEvmFunder(funderKey: Hex) {
  const account = privateKeyToAccount(funderKey)
  const queues = new Map<string, Promise<unknown>>()

  const send = async ({ rpcUrl, to, amount, token }: EvmTransfer): Promise<Hex> => {
    const wallet = createWalletClient({ account, transport: http(rpcUrl) })
    const hash = token
      ? await wallet.writeContract({
          address: token,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [to, amount],
          chain: null,
        })
      : await wallet.sendTransaction({ to, value: amount, chain: null })
    const receipt = await createPublicClient({ transport: http(rpcUrl) }).waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error(`The transfer ${hash} reverted`)
    return hash
  }

  return {
    address: account.address,
    fund(transfer: EvmTransfer): Promise<Hex> {
      const previous = queues.get(transfer.rpcUrl) ?? Promise.resolve()
      const next = previous.catch(() => {}).then(() => send(transfer))
      queues.set(transfer.rpcUrl, next)
      return next
    },
    /**
     * Anvil only: gives the funder ETH and each token's balance directly (cheat calls), so it needs none of the
     * accounts tests count on.
     */
    async topUpOnAnvil(rpcUrl: string, tokens: readonly `0x${string}`[]): Promise<void> {
      const call = async (method: string, params: unknown[]) => {
        const response = await fetch(rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
        })
        const answer = (await response.json()) as { error?: { message: string } }
        if (answer.error) throw new Error(`${method}: ${answer.error.message}`)
      }
      await call('anvil_setBalance', [account.address, numberToHex(TOP_UP_WEI)])
      const slot = keccak256(
        encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [account.address, OZ_BALANCES_SLOT]),
      )
      for (const token of tokens) {
        await call('anvil_setStorageAt', [token, slot, pad(numberToHex(TOP_UP_TOKEN_UNITS), { size: 32 })])
      }
    },
  }
}
