import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react()],
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
