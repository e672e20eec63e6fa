import type { Address } from '@solana/kit'
import { ACCOUNT_ENCODINGS, checkEncoding, dataSliceOf, readAccount, renderAccount } from '../accountEncoding.ts'
import type { SolanaLedger } from '../ledger.ts'
import { configAt, optionalEnum, pubkey, pubkeyAt, requireArity } from '../params.ts'
import { invalidParam, invalidParams } from '../rpcError.ts'
import { parseMint, parseTokenAccount, TOKEN_PROGRAMS, uiTokenAmount } from '../tokenAccounts.ts'
import { checkMinContextSlot, contextual, type Handler } from './context.ts'

/** The token program a filter names: `{ mint }` (its owner) or `{ programId }`. */
function tokenFilter(ledger: SolanaLedger, filter: unknown): { program: string; mint?: Address } {
  if (typeof filter !== 'object' || filter === null) throw invalidParams('invalid type: expected a map')
  const { mint, programId } = filter as { mint?: unknown; programId?: unknown }
  if (mint !== undefined) {
    const address = pubkey(mint)
    const account = readAccount(ledger.svm, address)
    if (!account || !parseMint(account.programAddress, account.data))
      throw invalidParam('Invalid param: could not find mint')
    return { program: account.programAddress, mint: address }
  }
  if (programId !== undefined) {
    const program = pubkey(programId)
    if (!TOKEN_PROGRAMS.has(program)) throw invalidParam('Invalid param: unrecognized Token program id')
    return { program }
  }
  throw invalidParams('unknown variant, expected `mint` or `programId`')
}

function mintDecimals(ledger: SolanaLedger, mint: Address): number | undefined {
  const account = readAccount(ledger.svm, mint)
  return account ? parseMint(account.programAddress, account.data)?.decimals : undefined
}

export const tokenMethods: Record<string, Handler> = {
  getTokenAccountsByOwner: (params, ledger) => {
    requireArity(params, 2, 3)
    const owner = pubkeyAt(params, 0)
    const { program, mint } = tokenFilter(ledger, params[1])
    const config = configAt(params, 2)
    checkMinContextSlot(ledger, config)
    const encoding = optionalEnum(config, 'encoding', ACCOUNT_ENCODINGS) ?? 'binary'
    const dataSlice = dataSliceOf(config)
    checkEncoding(encoding, dataSlice)
    const accounts = ledger.svm.getProgramAccounts(program as Address).flatMap((stored) => {
      const token = parseTokenAccount(program, stored.data as Uint8Array)
      if (!token || token.owner !== owner || (mint !== undefined && token.mint !== mint)) return []
      const account = {
        lamports: stored.lamports,
        programAddress: stored.programAddress,
        executable: stored.executable,
        data: stored.data as Uint8Array,
      }
      return [{ pubkey: stored.address, account: renderAccount(ledger.svm, account, encoding, dataSlice) }]
    })
    return contextual(ledger, accounts)
  },
  getTokenAccountBalance: (params, ledger) => {
    requireArity(params, 1, 2)
    const address = pubkeyAt(params, 0)
    checkMinContextSlot(ledger, configAt(params, 1))
    const account = readAccount(ledger.svm, address)
    if (!account) throw invalidParam('Invalid param: could not find account')
    const token = parseTokenAccount(account.programAddress, account.data)
    const decimals = token ? mintDecimals(ledger, token.mint) : undefined
    if (!token || decimals === undefined) throw invalidParam('Invalid param: not a Token account')
    return contextual(ledger, uiTokenAmount(token.amount, decimals))
  },
  getTokenSupply: (params, ledger) => {
    requireArity(params, 1, 2)
    const address = pubkeyAt(params, 0)
    checkMinContextSlot(ledger, configAt(params, 1))
    const account = readAccount(ledger.svm, address)
    if (!account) throw invalidParam('Invalid param: could not find account')
    const mint = parseMint(account.programAddress, account.data)
    if (!mint) throw invalidParam('Invalid param: not a Token mint')
    return contextual(ledger, uiTokenAmount(mint.supply, mint.decimals))
  },
}
