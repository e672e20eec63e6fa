import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

// The frame, the export page and the social popup's two pages, each its own entry; server.ts serves them at /frame and /export under a CSP
// that allows only the site's own files, so vite must emit no inline script or style.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: {
        frame: fileURLToPath(new URL('./frame.html', import.meta.url)),
        export: fileURLToPath(new URL('./export.html', import.meta.url)),
        loading: fileURLToPath(new URL('./loading.html', import.meta.url)),
        'social-callback': fileURLToPath(new URL('./social-callback.html', import.meta.url)),
      },
    },
  },
})
