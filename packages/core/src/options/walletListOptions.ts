import type { CustomWallet, FoyerOptions, ResolvedOptions } from '../client/types.ts'
import { ERROR_MESSAGES, FoyerError } from '../errors/errors.ts'

type WalletListOptions = Pick<
  ResolvedOptions,
  'featuredWalletIds' | 'includeWalletIds' | 'excludeWalletIds' | 'customWallets'
>

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''

function invalid(option: string): FoyerError {
  return new FoyerError('INVALID_WALLET_OPTION', ERROR_MESSAGES.INVALID_WALLET_OPTION.replace('{option}', option))
}

function ids(options: FoyerOptions, key: 'featuredWalletIds' | 'includeWalletIds' | 'excludeWalletIds') {
  const list: unknown = options[key] ?? []
  if (!Array.isArray(list)) throw invalid(`${key} must be a list of wallet ids`)
  list.forEach((id: unknown, index) => {
    if (!isText(id)) throw invalid(`${key}[${index}] must be a wallet id (a string)`)
  })
  return list as readonly string[]
}

/** A custom wallet needs an id and a name; its image and links, when given, are strings. */
function customWallets(options: FoyerOptions): readonly CustomWallet[] {
  const list: unknown = options.customWallets ?? []
  if (!Array.isArray(list)) throw invalid('customWallets must be a list of wallets')
  list.forEach((wallet: Partial<Record<string, unknown>> | null, index) => {
    const at = `customWallets[${index}]`
    if (!wallet || !isText(wallet.id) || !isText(wallet.name)) throw invalid(`${at} needs an id and a name`)
    for (const key of ['imageUrl', 'homepage', 'mobile_link', 'desktop_link', 'webapp_link']) {
      if (wallet[key] !== undefined && typeof wallet[key] !== 'string') throw invalid(`${at}.${key} must be a string`)
    }
  })
  return list as readonly CustomWallet[]
}

/**
 * The wallet list options (SPEC §9 featured, include, exclude, custom), checked as the client starts: a dapp's
 * mistake is named at once rather than found as a missing wallet.
 */
export function resolveWalletListOptions(options: FoyerOptions): WalletListOptions {
  return {
    featuredWalletIds: ids(options, 'featuredWalletIds'),
    includeWalletIds: ids(options, 'includeWalletIds'),
    excludeWalletIds: ids(options, 'excludeWalletIds'),
    customWallets: customWallets(options),
  }
}
