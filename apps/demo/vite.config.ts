import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react()],
  build: {
    manifest: true,
    target: 'es2022',
    // Vite's modulepreload polyfill is not needed by the browsers Foyer supports.
    modulePreload: { polyfill: false },
  },
})
