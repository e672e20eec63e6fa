import { DEVNET_ACCOUNTS } from '@foyer/devnet/accounts'
import { startWcWalletPage } from '@foyer/test-wallets/walletconnect'
import './wallet.css'

type Hex = `0x${string}`

// Account 1, so the Dev Wallet (account 0) and this wallet can be told apart in the demo.
const account = DEVNET_ACCOUNTS[1]
const root = document.getElementById('wallet')
if (!root || !account) throw new Error('The wallet page has no #wallet element or no devnet account')
const params = new URLSearchParams(window.location.search)
const mode = params.get('mode')
// Opened through its app link (/wallet/wc?uri=…), as a phone opens a wallet app from a dapp: it pairs at once.
const pairingUri = params.get('uri')
void startWcWalletPage(root, {
  privateKey: account.privateKey as Hex,
  chainIds: [31337, 31338],
  mode: mode === 'approve' || mode === 'reject' ? mode : 'ask',
  ...(pairingUri?.startsWith('wc:') ? { pairingUri } : {}),
})
