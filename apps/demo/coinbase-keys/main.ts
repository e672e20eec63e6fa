import { DEVNET_ACCOUNTS } from '@foyer/devnet/accounts'
import { startCoinbaseKeysPage } from '@foyer/test-wallets/coinbase'

type Hex = `0x${string}`

// Where the demo's Coinbase SDK opens its keys popup offline (keysUrl). Account 2, so this wallet, the Dev Wallet
// (account 0) and the WalletConnect test wallet (account 1) can be told apart.
const account = DEVNET_ACCOUNTS[2]
const root = document.getElementById('keys')
if (!root || !account) throw new Error('The keys page has no #keys element or no devnet account')
startCoinbaseKeysPage(root, {
  privateKeys: [account.privateKey as Hex],
  chains: [{ chainId: 31337, rpcUrl: `${window.location.origin}/rpc/31337`, name: 'Foyer Devnet' }],
})
