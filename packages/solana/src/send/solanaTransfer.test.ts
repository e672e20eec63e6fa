import type { Network, TransferRequest } from '@foyer/core'
import { type SolanaDevnet, startSolanaDevnet } from '@foyer/devnet/solana'
import { SOLANA_DEVNET_ACCOUNTS, SOLANA_DEVNET_USD } from '@foyer/devnet/solana/accounts'
import { createMemoryStorage } from '@foyer/test-wallets'
import { createSolanaDevWallet, type SolanaDevWallet } from '@foyer/test-wallets/solana'
import {
  type Address,
  address,
  createSolanaRpc,
  generateKeyPairSigner,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type Signature,
} from '@solana/kit'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignAndSendTransactionInput,
} from '@solana/wallet-standard-features'
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildSolanaAdapter, type SolanaAdapterOptions } from '../buildSolanaAdapter.ts'
import { solanaTestNetwork } from '../solanaTestNetwork.testing.ts'

vi.stubGlobal('window', new EventTarget())

// A test that asserts balances spends from a devnet account no other test here spends from.
let devnet: SolanaDevnet
let network: Network
beforeAll(async () => {
  devnet = await startSolanaDevnet({ port: 0 })
  network = solanaTestNetwork(devnet.rpcUrl, devnet.caipNetworkId)
})
afterAll(async () => {
  await devnet?.stop()
})
const unregisters: (() => void)[] = []
afterEach(() => {
  for (const unregister of unregisters.splice(0)) unregister()
})

const SOL = 1_000_000_000n
const USD = { address: SOLANA_DEVNET_USD.address, decimals: SOLANA_DEVNET_USD.decimals }
const sender = (index: number) => SOLANA_DEVNET_ACCOUNTS[index]!
const rpc = () => createSolanaRpc(devnet.rpcUrl)
const lamportsOf = async (owner: string) => (await rpc().getBalance(address(owner)).send()).value
const newAddress = async () => (await generateKeyPairSigner()).address

async function tokenAccountOf(owner: string): Promise<Address> {
  const [ata] = await findAssociatedTokenPda({
    owner: address(owner),
    mint: address(USD.address),
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  })
  return ata
}
const usdOf = async (owner: string) =>
  BigInt(
    (
      await rpc()
        .getTokenAccountBalance(await tokenAccountOf(owner))
        .send()
    ).value.amount,
  )

/** Fee the chain charged the transaction (its record's meta.fee). */
async function chargedFee(signature: string): Promise<bigint> {
  const record = await rpc()
    .getTransaction(signature as Signature, {
      encoding: 'json',
      maxSupportedTransactionVersion: 0,
      commitment: 'confirmed',
    })
    .send()
  return BigInt(record!.meta!.fee)
}

/** The adapter connected to a Dev Wallet holding devnet account `index`. */
async function connectedAs(index: number, options: SolanaAdapterOptions = {}, wrap = (wallet: Wallet) => wallet) {
  const wallet: SolanaDevWallet = createSolanaDevWallet({
    rpcUrl: devnet.rpcUrl,
    secretKeys: [sender(index).secretKey],
    storage: createMemoryStorage(),
  })
  const registered = wrap(wallet)
  unregisters.push(getWallets().register(registered))
  const solana = buildSolanaAdapter({ walletWaitMs: 50, ...options })
  await solana.connect({ connectorId: `wallet-standard:${registered.name}`, network })
  return { wallet, solana, from: sender(index).address }
}

const transfer = (from: string, to: string, amount: bigint, token?: typeof USD): TransferRequest => ({
  from,
  to,
  amount,
  network,
  ...(token ? { token } : {}),
})

describe('Solana send', () => {
  it('sends SOL through the wallet: it lands and the receiver holds the amount', async () => {
    const { solana, from } = await connectedAs(1)
    const to = await newAddress()
    const signature = await solana.sendTransfer!(transfer(from, to, 3n * SOL))
    expect(await solana.waitForTransaction!({ hash: signature, network, timeoutMs: 25_000 })).toBe('success')
    expect(await lamportsOf(to)).toBe(3n * SOL)
  })

  it('estimates a SOL transfer’s fee as exactly what the chain charges the sender', async () => {
    const { solana, from } = await connectedAs(2)
    const request = transfer(from, await newAddress(), SOL)
    const fee = await solana.estimateTransferFee!(request)
    const before = await lamportsOf(from)
    const signature = await solana.sendTransfer!(request)
    await solana.waitForTransaction!({ hash: signature, network, timeoutMs: 25_000 })
    expect(fee).toEqual({ value: await chargedFee(signature), decimals: 9, symbol: 'SOL' })
    expect(before - (await lamportsOf(from))).toBe(SOL + fee.value)
  })

  it('sends fUSD-S to an account without a token account: the account is created and holds the amount', async () => {
    const { solana, from } = await connectedAs(3)
    const to = await newAddress()
    expect(
      (
        await rpc()
          .getAccountInfo(await tokenAccountOf(to))
          .send()
      ).value,
    ).toBeNull()
    const fromBefore = await usdOf(from)
    const signature = await solana.sendTransfer!(transfer(from, to, 12_500_000n, USD))
    expect(await solana.waitForTransaction!({ hash: signature, network, timeoutMs: 25_000 })).toBe('success')
    expect(await usdOf(to)).toBe(12_500_000n)
    expect(await usdOf(from)).toBe(fromBefore - 12_500_000n)
  })

  it('estimates an SPL transfer that creates the receiver’s token account as the fee plus its rent, what the sender pays', async () => {
    const { solana, from } = await connectedAs(4)
    const request = transfer(from, await newAddress(), 1_000_000n, USD)
    const fee = await solana.estimateTransferFee!(request)
    const rent = await rpc().getMinimumBalanceForRentExemption(165n).send()
    const before = await lamportsOf(from)
    const signature = await solana.sendTransfer!(request)
    await solana.waitForTransaction!({ hash: signature, network, timeoutMs: 25_000 })
    expect(fee.value).toBe((await chargedFee(signature)) + rent)
    expect(before - (await lamportsOf(from))).toBe(fee.value)
  })

  it('estimates an SPL transfer to an existing token account as the fee alone', async () => {
    const { solana, from } = await connectedAs(5)
    const request = transfer(from, sender(0).address, 1_000_000n, USD)
    const fee = await solana.estimateTransferFee!(request)
    const signature = await solana.sendTransfer!(request)
    await solana.waitForTransaction!({ hash: signature, network, timeoutMs: 25_000 })
    expect(fee.value).toBe(await chargedFee(signature))
  })

  it('fails with "User rejected the request" when the wallet user says no, and nothing is sent', async () => {
    const { wallet, solana, from } = await connectedAs(6)
    wallet.setMode('reject')
    const before = await lamportsOf(from)
    await expect(solana.sendTransfer!(transfer(from, await newAddress(), SOL))).rejects.toMatchObject({
      name: 'UserRejectedError',
      message: 'User rejected the request',
    })
    expect(await lamportsOf(from)).toBe(before)
  })

  it('signs with solana:signTransaction and sends through the node when the wallet cannot sign and send', async () => {
    const signOnly = (wallet: Wallet): Wallet => {
      const { 'solana:signAndSendTransaction': _dropped, ...features } = wallet.features
      return {
        version: wallet.version,
        name: 'Sign-only Wallet',
        icon: wallet.icon,
        chains: wallet.chains,
        features,
        get accounts() {
          return wallet.accounts
        },
      }
    }
    const { wallet, solana, from } = await connectedAs(7, {}, signOnly)
    const to = await newAddress()
    const signature = await solana.sendTransfer!(transfer(from, to, SOL))
    expect(await solana.waitForTransaction!({ hash: signature, network, timeoutMs: 25_000 })).toBe('success')
    expect(await lamportsOf(to)).toBe(SOL)
    expect(wallet.requests.map((request) => request.method)).toEqual(['standard:connect', 'solana:signTransaction'])
  })

  it('builds a legacy transaction for a wallet that signs only legacy ones, and it lands', async () => {
    const sent: Uint8Array[] = []
    const legacyOnly = (wallet: Wallet): Wallet => {
      const features = wallet.features as SolanaSignAndSendTransactionFeature
      const signAndSend = features['solana:signAndSendTransaction']
      return {
        version: wallet.version,
        name: 'Legacy Wallet',
        icon: wallet.icon,
        chains: wallet.chains,
        features: {
          ...wallet.features,
          'solana:signAndSendTransaction': {
            ...signAndSend,
            supportedTransactionVersions: ['legacy'],
            signAndSendTransaction: (...inputs: SolanaSignAndSendTransactionInput[]) => {
              sent.push(...inputs.map((input) => input.transaction))
              return signAndSend.signAndSendTransaction(...inputs)
            },
          },
        },
        get accounts() {
          return wallet.accounts
        },
      }
    }
    const { solana, from } = await connectedAs(2, {}, legacyOnly)
    const signature = await solana.sendTransfer!(transfer(from, await newAddress(), SOL))
    expect(await solana.waitForTransaction!({ hash: signature, network, timeoutMs: 25_000 })).toBe('success')
    const { messageBytes } = getTransactionDecoder().decode(sent[0]!)
    expect(getCompiledTransactionMessageDecoder().decode(messageBytes).version).toBe('legacy')
  })

  it('passes the adapter’s send options to the wallet, older commitment names as today’s', async () => {
    const { wallet, solana, from } = await connectedAs(1, {
      sendOptions: { preflightCommitment: 'singleGossip', maxRetries: 3, skipPreflight: false },
    })
    const signature = await solana.sendTransfer!(transfer(from, await newAddress(), SOL))
    await solana.waitForTransaction!({ hash: signature, network, timeoutMs: 25_000 })
    const [sent] = wallet.requests.filter((request) => request.method === 'solana:signAndSendTransaction')
    expect(sent?.params).toEqual([
      {
        account: from,
        transactionLength: expect.any(Number),
        chain: devnet.caipNetworkId,
        options: { preflightCommitment: 'confirmed', maxRetries: 3, skipPreflight: false },
      },
    ])
  })

  it('refuses a token whose address is not an SPL Token mint, saying so', async () => {
    const { solana, from } = await connectedAs(2)
    const notAMint = { address: sender(0).address, decimals: 6 }
    await expect(solana.sendTransfer!(transfer(from, await newAddress(), 1n, notAMint))).rejects.toMatchObject({
      code: 'DEFAULT',
      detail: `${sender(0).address} is not an SPL Token mint`,
    })
  })

  it('fails with "Provider not found" before a wallet is connected', async () => {
    const request = transfer(sender(3).address, await newAddress(), SOL)
    await expect(buildSolanaAdapter().sendTransfer!(request)).rejects.toThrow('Provider not found')
  })
})
