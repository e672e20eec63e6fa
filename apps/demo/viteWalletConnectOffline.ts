import type { Plugin } from 'vite'

/**
 * Keeps the WalletConnect SDK from calling public hosts in the browser (docs/walletconnect.md).
 *
 * The SDK skips its Verify iframe (verify.walletconnect.org, 5 s timeout on every connect and request) and its
 * telemetry INIT event (pulse.walletconnect.org) when `isTestRun()` is true, and `isTestRun()` reads
 * `typeof process<"u"&&process.env.IS_VITEST==="true"`. A plain `define` of `process.env.IS_VITEST` is not
 * enough — `typeof process` stays "undefined" in a browser — and defining `typeof process` for the whole
 * bundle would make other libraries believe they run on Node. So the switch is flipped in that one function of
 * `@walletconnect/utils` only, and the build fails if an SDK upgrade changes it (rather than silently calling out).
 */
const IS_TEST_RUN = 'typeof process<"u"&&process.env.IS_VITEST==="true"'
const UTILS_MODULE = /[\\/]@walletconnect[\\/]utils[\\/]dist[\\/]index\.js$/
/** The SDK's modules, some of which read Node's `global` (e.g. @walletconnect/environment's crypto check). */
const SDK_MODULE = /[\\/]node_modules[\\/](@walletconnect|@reown)[\\/].*\.[cm]?js$/
const USE_STRICT = /^\s*(['"])use strict\1;?/

/**
 * `global` exists on Node only; in a browser the SDK's crypto check throws "global is not defined". A module-local
 * `var global = globalThis` answers it inside the SDK's own modules, instead of a bundle-wide `define`.
 */
function withGlobal(code: string): string {
  const strict = USE_STRICT.exec(code)?.[0] ?? ''
  return `${strict}var global = globalThis;\n${code.slice(strict.length)}`
}

export function walletConnectOffline(): Plugin {
  let patched = false
  let seen = false
  return {
    name: 'foyer:walletconnect-offline',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? ''
      if (!SDK_MODULE.test(file)) return null
      let next = /\bglobal\b/.test(code) ? withGlobal(code) : code
      if (UTILS_MODULE.test(file)) {
        seen = true
        if (next.includes(IS_TEST_RUN)) {
          patched = true
          next = next.replace(IS_TEST_RUN, 'true')
        }
      }
      return next === code ? null : { code: next, map: null }
    },
    buildEnd() {
      if (seen && !patched) {
        this.error('@walletconnect/utils changed: its isTestRun() switch was not found, so Verify would be called')
      }
    },
  }
}
