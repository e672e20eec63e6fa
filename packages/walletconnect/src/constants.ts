/** SPEC §9: a pairing URI lives 4 minutes. */
export const PAIRING_LIFETIME_MS = 4 * 60_000
/** SPEC §4: a pairing with 10 s or less left must be renewed. */
export const PAIRING_RENEW_BEFORE_MS = 10_000
/** Prefix of the client's storage keys; a wallet on the same origin must use another. */
export const DEFAULT_STORAGE_PREFIX = 'foyer'

/** What each namespace asks the wallet for. SPEC §6 lists the methods that need the wallet's approval. */
export const NAMESPACE_METHODS: Readonly<Record<string, readonly string[]>> = {
  eip155: [
    'personal_sign',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'eth_accounts',
    'eth_requestAccounts',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
    'wallet_sendCalls',
    'wallet_getCallsStatus',
    'wallet_getCapabilities',
  ],
  // signAllTransactions: SPEC §3's "transactions list" is one prompt, not one per transaction.
  solana: [
    'solana_signMessage',
    'solana_signTransaction',
    'solana_signAllTransactions',
    'solana_signAndSendTransaction',
  ],
  // Reown's bip122 methods: the wallet's own payment and ordinals addresses, BIP-322 messages, PSBTs.
  bip122: ['getAccountAddresses', 'signMessage', 'signPsbt', 'sendTransfer'],
  // Reown's polkadot methods: a signRaw-style message and an extrinsic's signing payload.
  polkadot: ['polkadot_signMessage', 'polkadot_signTransaction'],
}
export const NAMESPACE_EVENTS: Readonly<Record<string, readonly string[]>> = {
  eip155: ['chainChanged', 'accountsChanged'],
  solana: [],
  bip122: ['bip122_addressesChanged'],
  polkadot: [],
}
