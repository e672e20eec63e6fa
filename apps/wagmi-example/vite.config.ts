import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  // The local stack serves this app beside the demo, at /wagmi/ of the same origin (its /rpc, /api and /relay).
  base: '/wagmi/',
  plugins: [react()],
  resolve: {
    // npm keeps a copy of @wagmi/core under each workspace that names it; the page needs one.
    dedupe: ['@wagmi/core', 'wagmi', 'viem', '@tanstack/react-query', 'react', 'react-dom'],
  },
  build: {
    manifest: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
  },
})
