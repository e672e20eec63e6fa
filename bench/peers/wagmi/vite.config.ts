import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The same build for every page of the side-by-side bench (bench/peers): Vite's production defaults, ES2022.
export default defineConfig({
  plugins: [react()],
  logLevel: 'warn',
  build: { target: 'es2022', emptyOutDir: true },
})
