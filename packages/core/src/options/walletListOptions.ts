import type { FoyerOptions, ResolvedOptions } from '../client/types.ts'
import { FoyerError } from '../errors/foyerError.ts'

const isId = (value: unknown) => typeof value === 'string' && value.trim() !== ''

// Written small on purpose: this runs in the page's first chunk, where every byte counts (bench/size). A custom
// wallet's image and links are checked where they are used, with the modal (flows/customWallets.ts).
function checked<T>(list: readonly T[] = [], option: string, valid: (entry: T) => unknown): readonly T[] {
  if (!Array.isArray(list) || !list.every(valid)) {
    throw new FoyerError('INVALID_WALLET_OPTION', undefined, { values: { option } })
  }
  return list
}

/**
 * The wallet list options (SPEC §9 featured, include, exclude, custom), checked as the client starts: a dapp's
 * mistake is named at once rather than found as a missing wallet.
 */
export const resolveWalletListOptions = (
  options: FoyerOptions,
): Pick<ResolvedOptions, 'featuredWalletIds' | 'includeWalletIds' | 'excludeWalletIds' | 'customWallets'> => ({
  featuredWalletIds: checked(options.featuredWalletIds, 'featuredWalletIds', isId),
  includeWalletIds: checked(options.includeWalletIds, 'includeWalletIds', isId),
  excludeWalletIds: checked(options.excludeWalletIds, 'excludeWalletIds', isId),
  customWallets: checked(
    options.customWallets,
    'customWallets',
    (wallet) => wallet && isId(wallet.id) && isId(wallet.name),
  ),
})
