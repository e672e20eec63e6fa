import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// Two minimal dapps built together, EVM alone and EVM with Solana, so .size-limit.cjs can weigh what configuring
// Solana adds before the Connect button: code used by both lands in shared chunks, Solana's in its own.
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
      },
    },
  },
})
