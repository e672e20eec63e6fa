// What the frame's approval screen shows before the visitor approves: plain labelled rows, never markup. A
// request the frame cannot show faithfully is refused rather than shown vaguely (SPEC §6 'Action not allowed').
import { base58 } from '@scure/base'
import { getBase64Encoder, getCompiledTransactionMessageDecoder, getTransactionDecoder } from '@solana/kit'
import { bytesToHex, formatUnits, type Hex, hexToBigInt, hexToBytes, isHex } from 'viem'
import { ACTION_NOT_ALLOWED, FrameRequestError } from '../custody/custodyErrors.ts'

export interface RequestDescription {
  title: string
  rows: [label: string, value: string][]
}

export interface DescribeContext {
  /** The active EVM chain's native currency; Ether's when not given. */
  nativeCurrency?: { symbol: string; decimals: number }
  /** The smart account that signs or sends, when it is the active account, and whether it is on chain yet. */
  smartAccount?: { address: string; deployed: boolean }
}

/** The row a request of an undeployed smart account shows: its first user operation deploys it. */
export const DEPLOYS_SMART_ACCOUNT = 'Deploys your smart account'

const TYPED_DATA_MESSAGE_ROWS = 12

function refuse(): never {
  throw new FrameRequestError(ACTION_NOT_ALLOWED)
}

/**
 * Control and bidirectional-override characters can make a text read as something else (a reversed address, a
 * hidden line); they are shown as visible escapes. Line breaks and tabs stay.
 */
export function visibleText(text: string): string {
  return text.replace(/[\p{Cc}\p{Cf}]/gu, (char) =>
    char === '\n' || char === '\t' ? char : `\\u{${char.codePointAt(0)?.toString(16).padStart(4, '0')}}`,
  )
}

/** UTF-8 text when the bytes are UTF-8, else their hex: what a wallet shows for a message to sign. */
function bytesAsText(bytes: Uint8Array, hex: string): string {
  try {
    return visibleText(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch {
    return hex
  }
}

function base58Bytes(text: string): Uint8Array {
  try {
    return base58.decode(text)
  } catch {
    return refuse()
  }
}

function quantity(value: unknown): bigint {
  if (value === undefined || value === null) return 0n
  if (typeof value === 'bigint' && value >= 0n) return value
  if (typeof value === 'string' && isHex(value, { strict: true }) && value.length > 2) return hexToBigInt(value)
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value)
  return refuse()
}

function dataSize(data: unknown): string {
  if (data === undefined || data === null || data === '0x') return 'None'
  if (typeof data !== 'string' || !isHex(data, { strict: true }) || data.length % 2 !== 0) refuse()
  const bytes = (data.length - 2) / 2
  return `${bytes} byte${bytes === 1 ? '' : 's'}`
}

/** A call's data as a batch shows it: the 4-byte function selector a visitor can look up, and the size. */
function callData(data: unknown): string {
  const size = dataSize(data)
  if (size === 'None' || typeof data !== 'string' || data.length < 10) return size
  return `${data.slice(0, 10)} (${size})`
}

function address(value: unknown): string {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(value)) refuse()
  return value
}

function amount(value: unknown, context: DescribeContext): string {
  const currency = context.nativeCurrency ?? { symbol: 'ETH', decimals: 18 }
  return `${formatUnits(quantity(value), currency.decimals)} ${currency.symbol}`
}

function record(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) refuse()
  return value as Record<string, unknown>
}

function shown(value: unknown): string {
  return visibleText(
    typeof value === 'string'
      ? value
      : JSON.stringify(value, (_key, item) => (typeof item === 'bigint' ? item.toString() : item)),
  )
}

function personalSign(params: readonly unknown[]): RequestDescription {
  const message = params[0]
  if (typeof message !== 'string') refuse()
  const text = isHex(message, { strict: true })
    ? bytesAsText(hexToBytes(message as Hex), message)
    : visibleText(message)
  return { title: 'Sign message', rows: [['Message', text]] }
}

function typedData(params: readonly unknown[]): RequestDescription {
  let data: unknown = params[1]
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data)
    } catch {
      refuse()
    }
  }
  const { domain: rawDomain, primaryType, message: rawMessage } = record(data)
  const domain = record(rawDomain ?? {})
  if (typeof primaryType !== 'string') refuse()
  const rows: [string, string][] = []
  if (domain.name !== undefined)
    rows.push([
      'Domain',
      shown(domain.name) + (domain.version === undefined ? '' : ` (version ${shown(domain.version)})`),
    ])
  if (domain.chainId !== undefined)
    rows.push([
      'Chain',
      shown(
        typeof domain.chainId === 'string' && isHex(domain.chainId)
          ? hexToBigInt(domain.chainId).toString()
          : domain.chainId,
      ),
    ])
  if (domain.verifyingContract !== undefined) rows.push(['Contract', address(domain.verifyingContract)])
  rows.push(['Primary type', visibleText(primaryType)])
  const entries = Object.entries(record(rawMessage))
  for (const [key, value] of entries.slice(0, TYPED_DATA_MESSAGE_ROWS)) rows.push([visibleText(key), shown(value)])
  if (entries.length > TYPED_DATA_MESSAGE_ROWS)
    rows.push(['More fields', String(entries.length - TYPED_DATA_MESSAGE_ROWS)])
  return { title: 'Sign typed data', rows }
}

function transaction(params: readonly unknown[], context: DescribeContext): RequestDescription {
  const tx = record(params[0])
  const data = tx.data ?? tx.input
  if (tx.to === undefined || tx.to === null) {
    if (data === undefined) refuse()
    return {
      title: 'Send transaction',
      rows: [
        ['To', 'New contract'],
        ['Value', amount(tx.value, context)],
        ['Data', dataSize(data)],
      ],
    }
  }
  return {
    title: 'Send transaction',
    rows: [
      ['To', address(tx.to)],
      ['Value', amount(tx.value, context)],
      ['Data', dataSize(data)],
    ],
  }
}

function sendCalls(params: readonly unknown[], context: DescribeContext): RequestDescription {
  const calls = record(params[0]).calls
  if (!Array.isArray(calls) || calls.length === 0) refuse()
  const smart = context.smartAccount
  const rows = calls.flatMap((raw, index): [string, string][] => {
    const call = record(raw)
    const prefix = calls.length === 1 ? '' : `Call ${index + 1}: `
    return [
      [`${prefix}To`, address(call.to)],
      [`${prefix}Value`, amount(call.value, context)],
      [`${prefix}Data`, smart ? callData(call.data) : dataSize(call.data)],
    ]
  })
  if (smart) {
    const title = calls.length === 1 ? 'Send transaction' : `Send ${calls.length} calls in one transaction`
    return { title, rows: [...smartAccountRows(smart, true), ...rows] }
  }
  return { title: calls.length === 1 ? 'Send transaction' : `Send ${calls.length} transactions`, rows }
}

/** Who signs or sends for the smart account, and, for what goes on chain, that the first one deploys it. */
function smartAccountRows(smart: NonNullable<DescribeContext['smartAccount']>, onChain: boolean): [string, string][] {
  const rows: [string, string][] = [['From', `${address(smart.address)} (smart account)`]]
  if (onChain && !smart.deployed) rows.push(['Account', DEPLOYS_SMART_ACCOUNT])
  return rows
}

/** A request of the smart account: the sender first, then what the visitor approves. */
function withSmartAccount(description: RequestDescription, context: DescribeContext, onChain: boolean) {
  if (!context.smartAccount) return description
  return { ...description, rows: [...smartAccountRows(context.smartAccount, onChain), ...description.rows] }
}

function solanaMessage(params: unknown): RequestDescription {
  const { message } = record(params)
  if (typeof message !== 'string' || message.length === 0) refuse()
  const bytes = base58Bytes(message)
  return { title: 'Sign message', rows: [['Message', bytesAsText(bytes, bytesToHex(bytes))]] }
}

/** Programs a visitor may recognise by name; any other shows as its address. */
const KNOWN_SOLANA_PROGRAMS: Record<string, string> = {
  '11111111111111111111111111111111': 'System Program',
  TokenkegQfeYyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA: 'Token Program',
  TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb: 'Token-2022 Program',
  ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL: 'Associated Token Program',
  ComputeBudget111111111111111111111111111111: 'Compute Budget Program',
  MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr: 'Memo Program',
}

/** Who pays, which programs run: read from the static keys, where invoked programs must be. */
function solanaTransactionRows(base64: unknown): [string, string][] {
  if (typeof base64 !== 'string' || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) refuse()
  try {
    const transaction = getTransactionDecoder().decode(getBase64Encoder().encode(base64))
    const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
    if (message.version !== 'legacy' && message.version !== 0) return refuse()
    const programs = [
      ...new Set(message.instructions.map((instruction) => message.staticAccounts[instruction.programAddressIndex])),
    ].map((program) => (program ? (KNOWN_SOLANA_PROGRAMS[program] ?? program) : refuse()))
    return [
      ['Network', 'Solana'],
      ['Fee payer', message.staticAccounts[0] ?? refuse()],
      ['Programs', programs.join(', ') || 'None'],
      ['Instructions', String(message.instructions.length)],
    ]
  } catch (error) {
    if (error instanceof FrameRequestError) throw error
    return refuse()
  }
}

function solanaTransaction(params: unknown, title: string): RequestDescription {
  return { title, rows: solanaTransactionRows(record(params).transaction) }
}

function solanaTransactions(params: unknown): RequestDescription {
  const { transactions } = record(params)
  if (!Array.isArray(transactions) || transactions.length === 0) refuse()
  const rows = transactions.flatMap((transaction, index) =>
    solanaTransactionRows(transaction)
      .filter(([label]) => label !== 'Network')
      .map(([label, value]): [string, string] => [`Transaction ${index + 1}: ${label}`, value]),
  )
  return { title: `Sign ${transactions.length} transactions`, rows: [['Network', 'Solana'], ...rows] }
}

export function describeRequest(method: string, params: unknown, context: DescribeContext = {}): RequestDescription {
  const list = Array.isArray(params) ? (params as readonly unknown[]) : []
  switch (method) {
    case 'personal_sign':
      return withSmartAccount(personalSign(list), context, false)
    case 'eth_signTypedData_v4':
      return withSmartAccount(typedData(list), context, false)
    case 'eth_sendTransaction':
      if (context.smartAccount) {
        const tx = record(list[0])
        return sendCalls([{ calls: [{ to: tx.to, value: tx.value, data: tx.data ?? tx.input }] }], context)
      }
      return transaction(list, context)
    case 'wallet_sendCalls':
      return sendCalls(list, context)
    // The frame decodes the operation's call data into its calls first ([{ calls }]); only the smart account sends one.
    case 'eth_sendUserOperation':
      if (!context.smartAccount) return refuse()
      return sendCalls(list, context)
    case 'solana_signMessage':
      return solanaMessage(params)
    case 'solana_signTransaction':
      return solanaTransaction(params, 'Sign transaction')
    case 'solana_signAndSendTransaction':
      return solanaTransaction(params, 'Send transaction')
    case 'solana_signAllTransactions':
      return solanaTransactions(params)
    default:
      // Permissions: neither account here supports them; other methods never reach here.
      return refuse()
  }
}
