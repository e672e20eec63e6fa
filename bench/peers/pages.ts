/**
 * The pages of the side-by-side bench (issue 19): the same one-button page — mainnet and Base, a Connect button,
 * the wallet list on click — built with Foyer, each peer, wagmi alone and React alone. Foyer's page is built from
 * the workspace; every other folder is its own npm project, pinned by its own package-lock.json.
 *
 * A selector is split in two so the page can find it through shadow roots (AppKit draws with Lit): `host` is the
 * tag of the custom element whose open shadow root holds the match (none: the document itself), `selector` is
 * matched inside it. Playwright's CSS pierces open shadow roots, so `${host} ${selector}` clicks the same element.
 */
export interface Target {
  host?: string
  selector: string
  /** Text the element must hold (its textContent), when the selector alone would match other elements. */
  text?: string
}

export interface BenchPage {
  name: string
  /** What the page is built with, for the report. */
  label: string
  /** Built with the workspace's Vite from the workspace's packages, or its own npm project. */
  workspace: boolean
  /** The Connect button; it counts as shown once visible (`checkVisibility`). */
  button: Target
  /** One row of the wallet list (the first one visible counts). */
  walletRow: Target
}

export const REFERENCE_PAGE = 'react'

export const PAGES: readonly BenchPage[] = [
  {
    name: 'react',
    label: 'React alone',
    workspace: false,
    button: { selector: 'button', text: 'Connect' },
    walletRow: { selector: '[role="dialog"] .wallet-list button' },
  },
  {
    name: 'foyer',
    label: 'Foyer',
    workspace: true,
    button: { selector: 'button', text: 'Connect' },
    walletRow: { selector: '[role="dialog"] .foyer-list button' },
  },
  {
    // The same page with Vite's `$initial` group (quick start, "Bundling with Vite 8"): one file before the button.
    name: 'foyer-one-chunk',
    label: 'Foyer, one first-load file',
    workspace: true,
    button: { selector: 'button', text: 'Connect' },
    walletRow: { selector: '[role="dialog"] .foyer-list button' },
  },
  {
    // The same page with swaps and buying crypto on (a fuller dapp's features).
    name: 'foyer-swaps',
    label: 'Foyer, swaps and buying crypto on',
    workspace: true,
    button: { selector: 'button', text: 'Connect' },
    walletRow: { selector: '[role="dialog"] .foyer-list button' },
  },
  {
    name: 'wagmi',
    label: 'wagmi alone',
    workspace: false,
    button: { selector: 'button', text: 'Connect' },
    walletRow: { selector: '[role="dialog"] .wallet-list button' },
  },
  {
    name: 'rainbowkit',
    label: 'RainbowKit',
    workspace: false,
    button: { selector: 'button', text: 'Connect' },
    walletRow: { selector: '[role="dialog"] [data-testid^="rk-wallet-option-"]' },
  },
  {
    name: 'connectkit',
    label: 'ConnectKit',
    workspace: false,
    button: { selector: 'button', text: 'Connect' },
    walletRow: { selector: '[role="dialog"] button:not([aria-label])' },
  },
  {
    name: 'appkit-wagmi',
    label: 'AppKit (wagmi)',
    workspace: false,
    button: { host: 'wui-connect-button', selector: 'button' },
    walletRow: { host: 'wui-list-wallet', selector: 'button' },
  },
  {
    name: 'appkit-solana',
    label: 'AppKit (wagmi + Solana)',
    workspace: false,
    button: { host: 'wui-connect-button', selector: 'button' },
    walletRow: { host: 'wui-list-wallet', selector: 'button' },
  },
]

/** The same target as one CSS selector for Playwright, which pierces open shadow roots. */
export const playwrightSelector = (target: Target): string =>
  target.host ? `${target.host} ${target.selector}` : target.selector
