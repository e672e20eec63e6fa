import { createEvmAdapter } from '@foyer/evm'
import { ethereum, renderDapp, walletConnect } from './dapp.tsx'

renderDapp({ networks: [ethereum], adapters: [createEvmAdapter({ walletConnect })] })
