import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// Minimal dapps built together — EVM alone, and EVM with Solana, with Bitcoin, with Polkadot, with Solana and the
// embedded wallet, and React alone (the floor) — so .size-limit.cjs can
// weigh what configuring each chain adds before the Connect button: code used by all lands in shared chunks.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: {
        evm: fileURLToPath(new URL('./evm.html', import.meta.url)),
        evmSolana: fileURLToPath(new URL('./evmSolana.html', import.meta.url)),
        evmBitcoin: fileURLToPath(new URL('./evmBitcoin.html', import.meta.url)),
        evmPolkadot: fileURLToPath(new URL('./evmPolkadot.html', import.meta.url)),
        evmSolanaEmbedded: fileURLToPath(new URL('./evmSolanaEmbedded.html', import.meta.url)),
        react: fileURLToPath(new URL('./react.html', import.meta.url)),
      },
    },
  },
})
