import { describe, expect, it } from 'vitest'
import type { Eip1193Provider } from './eip1193.ts'
import { rpcErrorCode } from './eip1193.ts'
import { requestAccounts } from './requestAccounts.ts'

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const permission = (accounts: string[]) => [
  {
    invoker: 'http://127.0.0.1',
    parentCapability: 'eth_accounts',
    caveats: [{ type: 'restrictReturnedAccounts', value: accounts }],
  },
]

/** A wallet answering from a script (a missing method: 4200, or `missingCode`), recording what it was asked. */
function scriptedWallet(answers: Record<string, () => unknown>, missingCode = 4200) {
  const asked: string[] = []
  const provider: Eip1193Provider = {
    async request({ method }) {
      asked.push(method)
      const answer = answers[method]
      if (!answer) throw Object.assign(new Error(`${method} is not supported`), { code: missingCode })
      return answer()
    },
  }
  return { provider, asked }
}

describe('asking an injected wallet for its accounts', () => {
  it('asks eth_requestAccounts on a first connect', async () => {
    const wallet = scriptedWallet({ eth_requestAccounts: () => [ACCOUNT] })
    await expect(requestAccounts(wallet.provider, false, rpcErrorCode)).resolves.toEqual([ACCOUNT])
    expect(wallet.asked).toEqual(['eth_requestAccounts'])
  })

  it('after a disconnect, asks wallet_requestPermissions and takes the accounts the permission names', async () => {
    const wallet = scriptedWallet({ wallet_requestPermissions: () => permission([ACCOUNT]) })
    await expect(requestAccounts(wallet.provider, true, rpcErrorCode)).resolves.toEqual([ACCOUNT])
    expect(wallet.asked).toEqual(['wallet_requestPermissions'])
  })

  it('asks eth_requestAccounts when the granted permission names no account', async () => {
    const wallet = scriptedWallet({
      wallet_requestPermissions: () => [{ parentCapability: 'eth_accounts', caveats: [] }],
      eth_requestAccounts: () => [ACCOUNT],
    })
    await expect(requestAccounts(wallet.provider, true, rpcErrorCode)).resolves.toEqual([ACCOUNT])
    expect(wallet.asked).toEqual(['wallet_requestPermissions', 'eth_requestAccounts'])
  })

  it('falls back to eth_requestAccounts for a wallet without EIP-2255 (4200)', async () => {
    const wallet = scriptedWallet({ eth_requestAccounts: () => [ACCOUNT] })
    await expect(requestAccounts(wallet.provider, true, rpcErrorCode)).resolves.toEqual([ACCOUNT])
    expect(wallet.asked).toEqual(['wallet_requestPermissions', 'eth_requestAccounts'])
  })

  it('falls back to eth_requestAccounts for a wallet that does not know the method (-32601)', async () => {
    const wallet = scriptedWallet({ eth_requestAccounts: () => [ACCOUNT] }, -32601)
    await expect(requestAccounts(wallet.provider, true, rpcErrorCode)).resolves.toEqual([ACCOUNT])
  })

  it('passes on a visitor who says no to the account picker, asking nothing more', async () => {
    const wallet = scriptedWallet({
      wallet_requestPermissions: () => {
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      },
    })
    await expect(requestAccounts(wallet.provider, true, rpcErrorCode)).rejects.toMatchObject({ code: 4001 })
    expect(wallet.asked).toEqual(['wallet_requestPermissions'])
  })
})
