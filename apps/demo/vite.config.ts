import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { walletConnectOffline } from './viteWalletConnectOffline.ts'

export default defineConfig({
  // Scoped to @walletconnect/utils: skips Verify and telemetry, which would call public hosts (see the plugin).
  plugins: [react(), walletConnectOffline()],
  build: {
    manifest: true,
    target: 'es2022',
    // Vite's modulepreload polyfill is not needed by the browsers Foyer supports.
    modulePreload: { polyfill: false },
    rollupOptions: {
      // The WalletConnect test wallet is a second page of the same origin, served at /wallet/.
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        wallet: fileURLToPath(new URL('./wallet/index.html', import.meta.url)),
      },
    },
  },
})
