import { ACCOUNT_ENCODINGS, checkEncoding, dataSliceOf, readAccount, renderAccount } from '../accountEncoding.ts'
import type { SolanaLedger } from '../ledger.ts'
import {
  arrayAt,
  configAt,
  limitList,
  optionalEnum,
  type Params,
  pubkey,
  pubkeyAt,
  requireArity,
  u64At,
} from '../params.ts'
import { invalidParam } from '../rpcError.ts'
import { checkMinContextSlot, contextual, type Handler } from './context.ts'

/** Agave's MAX_MULTIPLE_ACCOUNTS. */
const MAX_MULTIPLE_ACCOUNTS = 100

function accountsAnswer(params: Params, ledger: SolanaLedger, addresses: readonly unknown[], configIndex: number) {
  const config = configAt(params, configIndex)
  checkMinContextSlot(ledger, config)
  const encoding = optionalEnum(config, 'encoding', ACCOUNT_ENCODINGS) ?? 'binary'
  const dataSlice = dataSliceOf(config)
  checkEncoding(encoding, dataSlice)
  return addresses.map(pubkey).map((address) => {
    const account = readAccount(ledger.svm, address)
    return account ? renderAccount(ledger.svm, account, encoding, dataSlice) : null
  })
}

export const accountMethods: Record<string, Handler> = {
  getBalance: (params, ledger) => {
    requireArity(params, 1, 2)
    const address = pubkeyAt(params, 0)
    checkMinContextSlot(ledger, configAt(params, 1))
    return contextual(ledger, ledger.svm.getBalance(address) ?? 0n)
  },
  getAccountInfo: (params, ledger) => {
    requireArity(params, 1, 2)
    return contextual(ledger, accountsAnswer(params, ledger, [params[0]], 1)[0])
  },
  getMultipleAccounts: (params, ledger) => {
    requireArity(params, 1, 2)
    const addresses = arrayAt(params, 0)
    limitList(addresses, MAX_MULTIPLE_ACCOUNTS)
    return contextual(ledger, accountsAnswer(params, ledger, addresses, 1))
  },
  requestAirdrop: async (params, ledger) => {
    requireArity(params, 2, 3)
    const to = pubkeyAt(params, 0)
    const amount = u64At(params, 1)
    configAt(params, 2)
    if (amount === 0n) throw invalidParam('Invalid params: airdrop amount must be greater than 0.')
    return ledger.airdrop(to, amount)
  },
}
