import {
  deploySmartAccount,
  SMART_ACCOUNT_FACTORY_ADDRESS,
  smartAccountAddress,
  smartAccountSalt,
} from '@foyer/devnet/smartAccounts'
import {
  createPublicClient,
  type Hex,
  http,
  isErc6492Signature,
  parseAbi,
  parseEther,
  recoverTypedDataAddress,
  stringToHex,
  verifyMessage,
} from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { devnetWallets } from './devnetWallets.testing.ts'
import { createMemoryStorage } from './walletStorage.ts'

// Accounts 1..9 only: account 0 belongs to the e2e suite, which may run against the same chain.
const { devnet, account, newWallet, approvedWallet } = devnetWallets([1, 2])
const recordEvents = (wallet: ReturnType<typeof newWallet>, event: string) => {
  const seen: unknown[] = []
  wallet.provider.on(event, (payload: unknown) => seen.push(payload))
  return seen
}

describe('Dev Wallet permissions', () => {
  it('returns no accounts from eth_accounts until the site is approved with eth_requestAccounts', async () => {
    const wallet = newWallet()
    const accountsChanged = recordEvents(wallet, 'accountsChanged')
    const connect = recordEvents(wallet, 'connect')
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(await wallet.provider.request({ method: 'eth_requestAccounts' })).toEqual([account(1).address])
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([account(1).address])
    expect(accountsChanged).toEqual([[account(1).address]])
    expect(connect).toEqual([{ chainId: '0x7a69' }])
  })

  it('answers eth_requestAccounts in reject mode with EIP-1193 error 4001 "User rejected the request."', async () => {
    const wallet = newWallet({ mode: 'reject' })
    await expect(wallet.provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    })
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([])
  })

  it('approves in delay mode only after the delay', async () => {
    const wallet = newWallet()
    wallet.setMode('delay')
    wallet.setDelay(150)
    const started = Date.now()
    expect(await wallet.provider.request({ method: 'eth_requestAccounts' })).toEqual([account(1).address])
    expect(Date.now() - started).toBeGreaterThanOrEqual(140)
  })

  it('holds prompts in hold mode until they are answered, either way', async () => {
    const wallet = newWallet()
    wallet.setMode('hold')
    const approved = wallet.provider.request({ method: 'eth_requestAccounts' })
    await vi.waitFor(() => expect(wallet.getState().heldPrompts).toBe(1))
    expect(wallet.answerHeldPrompts('approve')).toBe(1)
    expect(await approved).toEqual([account(1).address])

    const rejected = wallet.provider.request({ method: 'personal_sign', params: ['0x00', account(1).address] })
    await vi.waitFor(() => expect(wallet.getState().heldPrompts).toBe(1))
    wallet.answerHeldPrompts('reject')
    await expect(rejected).rejects.toMatchObject({ code: 4001 })
    expect(wallet.getState().heldPrompts).toBe(0)
  })

  it('remembers the approval under foyer-dev-wallet:approved, so a reloaded wallet is still connected', async () => {
    const storage = createMemoryStorage()
    await approvedWallet({ storage })
    expect(storage.getItem('foyer-dev-wallet:approved')).toBe('true')
    const reloaded = newWallet({ storage })
    expect(await reloaded.provider.request({ method: 'eth_accounts' })).toEqual([account(1).address])
  })

  it('forgets the approval on wallet_revokePermissions and says so with accountsChanged []', async () => {
    const storage = createMemoryStorage()
    const wallet = await approvedWallet({ storage })
    const accountsChanged = recordEvents(wallet, 'accountsChanged')
    await wallet.provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(accountsChanged).toEqual([[]])
    expect(storage.getItem('foyer-dev-wallet:approved')).toBeNull()
  })

  it('refuses to sign for a site it has not approved with 4100', async () => {
    const wallet = newWallet()
    await expect(
      wallet.provider.request({ method: 'personal_sign', params: [stringToHex('hi'), account(1).address] }),
    ).rejects.toMatchObject({ code: 4100 })
  })
})

describe('Dev Wallet signing', () => {
  it('signs personal_sign with the selected key so that verifyMessage accepts it', async () => {
    const wallet = await approvedWallet()
    const signature = (await wallet.provider.request({
      method: 'personal_sign',
      params: [stringToHex('Welcome to Foyer'), account(1).address],
    })) as Hex
    expect(await verifyMessage({ address: account(1).address, message: 'Welcome to Foyer', signature })).toBe(true)
  })

  it('answers personal_sign in reject mode with 4001', async () => {
    const wallet = await approvedWallet()
    wallet.setMode('reject')
    await expect(
      wallet.provider.request({ method: 'personal_sign', params: [stringToHex('no'), account(1).address] }),
    ).rejects.toMatchObject({ code: 4001 })
  })

  it('signs eth_signTypedData_v4 JSON so that the signer recovers', async () => {
    const wallet = await approvedWallet()
    const typedData = {
      domain: { name: 'Foyer', version: '1', chainId: 31337 },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Greeting: [
          { name: 'text', type: 'string' },
          { name: 'count', type: 'uint256' },
        ],
      },
      primaryType: 'Greeting',
      message: { text: 'hello', count: '7' },
    } as const
    const signature = (await wallet.provider.request({
      method: 'eth_signTypedData_v4',
      params: [account(1).address, JSON.stringify(typedData)],
    })) as Hex
    const { EIP712Domain: _, ...types } = typedData.types
    expect(
      await recoverTypedDataAddress({ ...typedData, types, message: { text: 'hello', count: 7n }, signature }),
    ).toBe(account(1).address)
  })
})

describe('Dev Wallet transactions', () => {
  it('signs eth_sendTransaction locally and lands the transfer on the devnet', async () => {
    const from = account(3)
    const to = account(4).address
    const wallet = await approvedWallet({ privateKeys: [from.privateKey] })
    const client = createPublicClient({ chain: devnet().networks.foyerDevnet, transport: http() })
    const [fromBefore, toBefore] = await Promise.all([
      client.getBalance({ address: from.address }),
      client.getBalance({ address: to }),
    ])
    const value = parseEther('1.5')
    const hash = (await wallet.provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: from.address, to, value: `0x${value.toString(16)}` }],
    })) as Hex
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(await client.getBalance({ address: to })).toBe(toBefore + value)
    const fee = receipt.gasUsed * receipt.effectiveGasPrice
    expect(await client.getBalance({ address: from.address })).toBe(fromBefore - value - fee)
  })

  it('answers eth_sendTransaction in reject mode with 4001 and sends nothing', async () => {
    const from = account(3)
    const wallet = await approvedWallet({ privateKeys: [from.privateKey] })
    const client = createPublicClient({ chain: devnet().networks.foyerDevnet, transport: http() })
    const nonceBefore = await client.getTransactionCount({ address: from.address })
    wallet.setMode('reject')
    await expect(
      wallet.provider.request({
        method: 'eth_sendTransaction',
        params: [{ from: from.address, to: account(4).address }],
      }),
    ).rejects.toMatchObject({ code: 4001 })
    expect(await client.getTransactionCount({ address: from.address })).toBe(nonceBefore)
  })

  it('forwards reads such as eth_getBalance to the current chain node', async () => {
    const wallet = newWallet()
    const balance = await wallet.provider.request({ method: 'eth_getBalance', params: [account(9).address, 'latest'] })
    expect(BigInt(balance as Hex)).toBeGreaterThan(0n)
    expect(await wallet.provider.request({ method: 'eth_blockNumber' })).toMatch(/^0x[0-9a-f]+$/)
  })

  it('answers a method it does not offer with 4200', async () => {
    const wallet = await approvedWallet()
    await expect(wallet.provider.request({ method: 'eth_sign', params: [] })).rejects.toMatchObject({ code: 4200 })
    await expect(wallet.provider.request({ method: 'foo_bar' })).rejects.toMatchObject({ code: 4200 })
  })
})

describe('Dev Wallet chains', () => {
  it('answers 4902 for an unknown chain, then switches after wallet_addEthereumChain and reads from that chain', async () => {
    const wallet = await approvedWallet()
    wallet.forgetChain(31338)
    const chainChanged = recordEvents(wallet, 'chainChanged')
    await expect(
      wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }),
    ).rejects.toMatchObject({ code: 4902 })

    await wallet.provider.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId: '0x7a6a',
          chainName: 'Foyer Devnet L2',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: [devnet().chains[1]!.rpcUrl],
        },
      ],
    })
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    await wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    expect(chainChanged).toEqual(['0x7a6a'])

    // Only the L2 node holds this balance, so the answer proves where reads now go.
    const l2 = devnet().chains[1]!.rpcUrl
    await fetch(l2, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_setBalance', params: [account(8).address, '0x2a'] }),
    })
    expect(await wallet.provider.request({ method: 'eth_getBalance', params: [account(8).address, 'latest'] })).toBe(
      '0x2a',
    )
  })

  it('answers wallet_switchEthereumChain in reject mode with 4001 and stays on its chain', async () => {
    const wallet = await approvedWallet({ mode: 'approve' })
    wallet.setMode('reject')
    await expect(
      wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }),
    ).rejects.toMatchObject({ code: 4001 })
    expect(wallet.chainId).toBe(31337)
  })

  it('remembers the chain it was switched to across a reload', async () => {
    const storage = createMemoryStorage()
    const wallet = await approvedWallet({ storage })
    await wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    expect(await newWallet({ storage }).provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
  })
})

describe('Dev Wallet remote control', () => {
  it('emits chainChanged and accountsChanged when the user switches chain or account in the wallet', async () => {
    const wallet = await approvedWallet()
    const chainChanged = recordEvents(wallet, 'chainChanged')
    const accountsChanged = recordEvents(wallet, 'accountsChanged')
    wallet.switchChainExternally(31338)
    wallet.changeAccount(1)
    expect(chainChanged).toEqual(['0x7a6a'])
    expect(accountsChanged).toEqual([[account(2).address]])
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([account(2).address])
  })

  it('emits accountsChanged [] and disconnect when the user disconnects the site in the wallet', async () => {
    const wallet = await approvedWallet()
    const accountsChanged = recordEvents(wallet, 'accountsChanged')
    const disconnect = recordEvents(wallet, 'disconnect')
    wallet.disconnectExternally()
    expect(accountsChanged).toEqual([[]])
    expect(disconnect).toEqual([expect.objectContaining({ code: 4900 })])
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([])
  })

  it('logs every request with its outcome', async () => {
    const wallet = newWallet({ mode: 'reject' })
    await wallet.provider.request({ method: 'eth_chainId' })
    await wallet.provider.request({ method: 'eth_requestAccounts' }).catch(() => {})
    expect(wallet.requests.map(({ method, outcome, error }) => ({ method, outcome, code: error?.code }))).toEqual([
      { method: 'eth_chainId', outcome: 'ok', code: undefined },
      { method: 'eth_requestAccounts', outcome: 'error', code: 4001 },
    ])
    expect(wallet.getRequests()).toEqual(wallet.requests)
    wallet.clearRequests()
    expect(wallet.requests).toEqual([])
  })
})

describe('Dev Wallet smart accounts', () => {
  const publicClient = (index: 0 | 1) => createPublicClient({ transport: http(devnet().chains[index]!.rpcUrl) })
  const greeting = {
    domain: { name: 'Foyer', version: '1', chainId: 31337 },
    types: { Greeting: [{ name: 'text', type: 'string' }] },
    primaryType: 'Greeting',
    message: { text: 'hello' },
  } as const

  it('answers eth_accounts with the factory address of the key it owns after useSmartAccount, and says so', async () => {
    const wallet = await approvedWallet()
    const accountsChanged = recordEvents(wallet, 'accountsChanged')
    await wallet.useSmartAccount(1)
    const fromFactory = await publicClient(0).readContract({
      address: SMART_ACCOUNT_FACTORY_ADDRESS,
      abi: parseAbi(['function getAddress(bytes32 salt) view returns (address)']),
      functionName: 'getAddress',
      args: [smartAccountSalt(account(2).address)],
    })
    expect(fromFactory).toBe(smartAccountAddress(account(2).address))
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([fromFactory])
    expect(await wallet.provider.request({ method: 'eth_requestAccounts' })).toEqual([fromFactory])
    expect(wallet.getState().smartAccount).toEqual({ ownerIndex: 1, address: fromFactory })
    await wallet.useSmartAccount(1)
    expect(accountsChanged).toEqual([[fromFactory]])

    await wallet.useSmartAccount(undefined)
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([account(1).address])
    expect(accountsChanged).toEqual([[fromFactory], [account(1).address]])
    expect(wallet.getState()).not.toHaveProperty('smartAccount')
  })

  it('connects a site straight to the smart account when chosen before eth_requestAccounts', async () => {
    const wallet = newWallet()
    await wallet.useSmartAccount(0)
    const accountsChanged = recordEvents(wallet, 'accountsChanged')
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([])
    const smart = smartAccountAddress(account(1).address)
    expect(await wallet.provider.request({ method: 'eth_requestAccounts' })).toEqual([smart])
    expect(accountsChanged).toEqual([[smart]])
  })

  it('signs personal_sign as the undeployed account with an ERC-6492 signature that verifyMessage accepts', async () => {
    const wallet = await approvedWallet()
    await wallet.useSmartAccount(0)
    const address = smartAccountAddress(account(1).address)
    const signature = (await wallet.provider.request({
      method: 'personal_sign',
      params: [stringToHex('Sign in to Foyer'), address],
    })) as Hex
    expect(isErc6492Signature(signature)).toBe(true)
    expect(await publicClient(0).verifyMessage({ address, message: 'Sign in to Foyer', signature })).toBe(true)
    expect(await publicClient(0).verifyMessage({ address, message: 'Sign in to Evil', signature })).toBe(false)
    expect(
      await publicClient(0).verifyMessage({ address: account(1).address, message: 'Sign in to Foyer', signature }),
    ).toBe(false)
    expect(await publicClient(0).getCode({ address })).toBeUndefined()
  })

  it('signs for the chain it is on: an L2 signature verifies on the L2 only', async () => {
    const wallet = await approvedWallet()
    await wallet.useSmartAccount(1)
    wallet.switchChainExternally(31338)
    const address = smartAccountAddress(account(2).address)
    const signature = (await wallet.provider.request({
      method: 'personal_sign',
      params: [stringToHex('On L2'), address],
    })) as Hex
    expect(await publicClient(1).verifyMessage({ address, message: 'On L2', signature })).toBe(true)
    expect(await publicClient(0).verifyMessage({ address, message: 'On L2', signature })).toBe(false)
  })

  it('signs without the ERC-6492 wrapper once the account is deployed, and verifyMessage still accepts it', async () => {
    const owner = account(5)
    const wallet = await approvedWallet({ privateKeys: [owner.privateKey] })
    await wallet.useSmartAccount(0)
    const address = await deploySmartAccount({ rpcUrl: devnet().chains[0]!.rpcUrl, owner: owner.address })
    expect(address).toBe(wallet.address)
    const signature = (await wallet.provider.request({
      method: 'personal_sign',
      params: [stringToHex('Deployed'), address],
    })) as Hex
    expect(isErc6492Signature(signature)).toBe(false)
    expect(await publicClient(0).verifyMessage({ address, message: 'Deployed', signature })).toBe(true)
  })

  it('signs eth_signTypedData_v4 as the smart account so that verifyTypedData accepts it', async () => {
    const wallet = await approvedWallet()
    await wallet.useSmartAccount(0)
    const address = smartAccountAddress(account(1).address)
    const EIP712Domain = [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
    ]
    const signature = (await wallet.provider.request({
      method: 'eth_signTypedData_v4',
      params: [address, JSON.stringify({ ...greeting, types: { EIP712Domain, ...greeting.types } })],
    })) as Hex
    expect(await publicClient(0).verifyTypedData({ ...greeting, address, signature })).toBe(true)
    expect(await publicClient(0).verifyTypedData({ ...greeting, message: { text: 'bye' }, address, signature })).toBe(
      false,
    )
  })

  it('refuses to sign for the owner key while a smart account is in use, and to send a transaction at all', async () => {
    const wallet = await approvedWallet()
    await wallet.useSmartAccount(0)
    await expect(
      wallet.provider.request({ method: 'personal_sign', params: [stringToHex('hi'), account(1).address] }),
    ).rejects.toMatchObject({ code: 4100 })
    await expect(
      wallet.provider.request({
        method: 'eth_sendTransaction',
        params: [{ from: wallet.address, to: account(4).address }],
      }),
    ).rejects.toMatchObject({
      code: 4200,
      message: 'The Dev Wallet cannot send transactions from a smart account: the devnet has no EntryPoint or bundler.',
    })
  })

  it('goes back to a plain account on changeAccount, even while useSmartAccount is still loading', async () => {
    const wallet = await approvedWallet()
    await wallet.useSmartAccount(0)
    const accountsChanged = recordEvents(wallet, 'accountsChanged')
    wallet.changeAccount(0)
    expect(accountsChanged).toEqual([[account(1).address]])

    const pending = wallet.useSmartAccount(0)
    wallet.changeAccount(1)
    await pending
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([account(2).address])
    await expect(wallet.useSmartAccount(5)).rejects.toThrow('Dev Wallet: no account 5')
  })
})
