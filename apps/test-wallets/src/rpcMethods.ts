// How the Dev Wallet treats each JSON-RPC method: a prompt the user answers, a refusal, or a read for the node.

/** Methods that show the user a prompt, so `mode` decides their answer. */
export const PROMPTED = new Set([
  'eth_requestAccounts',
  'wallet_requestPermissions',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
])

/** Signing methods a modern wallet refuses; everything else under these prefixes goes to the node. */
export const REFUSED = new Set(['eth_sign', 'eth_signTransaction', 'eth_signTypedData', 'eth_signTypedData_v3'])
export const FORWARDED_PREFIXES = ['eth_', 'net_', 'web3_']
