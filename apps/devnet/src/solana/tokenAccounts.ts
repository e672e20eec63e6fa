import { type Address, isSome, type Option } from '@solana/kit'
import { getMintDecoder, getTokenDecoder } from '@solana-program/token'

export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
export const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'
export const TOKEN_PROGRAMS: ReadonlySet<string> = new Set([TOKEN_PROGRAM, TOKEN_2022_PROGRAM])
const NATIVE_DECIMALS = 9
const TOKEN_ACCOUNT_SIZE = 165
const MINT_SIZE = 82
/** Token-2022 marks an extended account with this byte right after the base layout. */
const ACCOUNT_TYPE_OFFSET = 165

/** The RPC's UiTokenAmount. */
export interface UiTokenAmount {
  amount: string
  decimals: number
  uiAmount: number
  uiAmountString: string
}

export function uiTokenAmount(amount: bigint, decimals: number): UiTokenAmount {
  return {
    amount: amount.toString(),
    decimals,
    uiAmount: Number(amount) / 10 ** decimals,
    uiAmountString: trimmed(amount, decimals),
  }
}

/** "10000", "0.000001", "12.5": the decimal string Agave's `real_number_string_trimmed` writes. */
function trimmed(amount: bigint, decimals: number): string {
  if (decimals === 0) return amount.toString()
  const digits = amount.toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, -decimals)
  const fraction = digits.slice(-decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}

export interface TokenAccountState {
  mint: Address
  owner: Address
  amount: bigint
  delegate: Address | null
  delegatedAmount: bigint
  state: 'uninitialized' | 'initialized' | 'frozen'
  /** The rent-exempt reserve of a wrapped-SOL account, null otherwise. */
  nativeReserve: bigint | null
  closeAuthority: Address | null
}

export interface MintState {
  mintAuthority: Address | null
  supply: bigint
  decimals: number
  isInitialized: boolean
  freezeAuthority: Address | null
}

const optional = <T>(option: Option<T>): T | null => (isSome(option) ? option.value : null)

/** An initialized SPL token account of either token program, or null for anything else. */
export function parseTokenAccount(programOwner: string, data: Uint8Array): TokenAccountState | null {
  if (!TOKEN_PROGRAMS.has(programOwner)) return null
  if (data.length !== TOKEN_ACCOUNT_SIZE && !(programOwner === TOKEN_2022_PROGRAM && data[ACCOUNT_TYPE_OFFSET] === 2)) {
    return null
  }
  const token = getTokenDecoder().decode(data.subarray(0, TOKEN_ACCOUNT_SIZE))
  if (token.state === 0) return null
  return {
    mint: token.mint,
    owner: token.owner,
    amount: token.amount,
    delegate: optional(token.delegate),
    delegatedAmount: token.delegatedAmount,
    state: token.state === 2 ? 'frozen' : 'initialized',
    nativeReserve: optional(token.isNative),
    closeAuthority: optional(token.closeAuthority),
  }
}

/** An SPL mint of either token program, or null for anything else. */
export function parseMint(programOwner: string, data: Uint8Array): MintState | null {
  if (!TOKEN_PROGRAMS.has(programOwner)) return null
  if (data.length !== MINT_SIZE && !(programOwner === TOKEN_2022_PROGRAM && data[ACCOUNT_TYPE_OFFSET] === 1)) {
    return null
  }
  const mint = getMintDecoder().decode(data.subarray(0, MINT_SIZE))
  if (!mint.isInitialized) return null
  return {
    mintAuthority: optional(mint.mintAuthority),
    supply: mint.supply,
    decimals: mint.decimals,
    isInitialized: mint.isInitialized,
    freezeAuthority: optional(mint.freezeAuthority),
  }
}

/** The `parsed` object of jsonParsed for a token account, as Agave's account-decoder writes it. */
export function parsedTokenAccount(account: TokenAccountState, decimals: number) {
  return {
    type: 'account',
    info: {
      isNative: account.nativeReserve !== null,
      mint: account.mint,
      owner: account.owner,
      state: account.state,
      tokenAmount: uiTokenAmount(account.amount, decimals),
      ...(account.delegate
        ? { delegate: account.delegate, delegatedAmount: uiTokenAmount(account.delegatedAmount, decimals) }
        : {}),
      ...(account.nativeReserve !== null
        ? { rentExemptReserve: uiTokenAmount(account.nativeReserve, NATIVE_DECIMALS) }
        : {}),
      ...(account.closeAuthority ? { closeAuthority: account.closeAuthority } : {}),
    },
  }
}

export function parsedMint(mint: MintState) {
  return {
    type: 'mint',
    info: {
      decimals: mint.decimals,
      freezeAuthority: mint.freezeAuthority,
      isInitialized: mint.isInitialized,
      mintAuthority: mint.mintAuthority,
      supply: mint.supply.toString(),
    },
  }
}

export const programName = (programOwner: string) =>
  programOwner === TOKEN_2022_PROGRAM ? 'spl-token-2022' : 'spl-token'
