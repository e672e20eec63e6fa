import { texts } from '../../i18n/texts.ts'
/** The swap views' titles: the header is in the modal's first chunk, the rest of the swap words are not. */
export const SWAP_TITLES = texts('swapTitles', {
  Swap: 'Swap',
  SwapSelectToken: 'Select token',
  SwapPreview: 'Review swap',
} as const)
