/** Chains, accounts and namespaces both interop directions use: one session with eip155 and solana. */
export const EVM = 'eip155:31337'
export const EVM_L2 = 'eip155:31338'
export const SOLANA = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
export const EVM_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const SOLANA_ADDRESS = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
export const SIGNATURE = `0x${'ab'.repeat(65)}`
export const TX_HASH = `0x${'cd'.repeat(32)}`

export const EVM_METHODS = ['personal_sign', 'eth_sendTransaction']
export const SOLANA_METHODS = ['solana_signMessage', 'solana_signTransaction']

export const proposalNamespaces = {
  eip155: { chains: [EVM, EVM_L2], methods: EVM_METHODS, events: ['chainChanged', 'accountsChanged'] },
  solana: { chains: [SOLANA], methods: SOLANA_METHODS, events: [] },
}

export const approvedNamespaces = {
  eip155: {
    chains: [EVM, EVM_L2],
    accounts: [`${EVM}:${EVM_ADDRESS}`, `${EVM_L2}:${EVM_ADDRESS}`],
    methods: EVM_METHODS,
    events: ['chainChanged', 'accountsChanged'],
  },
  solana: { chains: [SOLANA], accounts: [`${SOLANA}:${SOLANA_ADDRESS}`], methods: SOLANA_METHODS, events: [] },
}

export const metadata = (name: string) => ({
  name,
  description: `${name} in an interop test`,
  url: 'http://127.0.0.1',
  icons: [],
})

/** What a wallet answers, per method, in these tests. */
export function answerFor(method: string): unknown {
  if (method === 'personal_sign') return SIGNATURE
  if (method === 'eth_sendTransaction') return TX_HASH
  return { signature: 'solana-signature' }
}
