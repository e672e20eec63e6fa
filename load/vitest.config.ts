import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// The root vitest config does not include load/, so `npm test` leaves these out:
// `npx vitest run -c load/vitest.config.ts` runs them.
export default defineConfig({
  test: { root: fileURLToPath(new URL('..', import.meta.url)), include: ['load/**/*.test.ts'] },
})
