import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

// @foundry-rs/anvil names its per-platform packages with Go's os/arch words.
const ARCH_NAMES: Partial<Record<string, string>> = { x64: 'amd64', arm64: 'arm64' }

/**
 * The native Anvil binary. We run it directly rather than through the package's `bin.mjs` wrapper,
 * which would put a node process between us and Anvil that a SIGKILL could orphan.
 * FOYER_ANVIL_BIN overrides it (e.g. a Foundry install on a platform npm has no build for).
 */
export function resolveAnvilBinary(): string {
  const fromEnv = process.env.FOYER_ANVIL_BIN
  if (fromEnv) return fromEnv
  const arch = ARCH_NAMES[process.arch]
  const binaryName = process.platform === 'win32' ? 'anvil.exe' : 'anvil'
  if (arch) {
    try {
      const candidate = require.resolve(`@foundry-rs/anvil-${process.platform}-${arch}/bin/${binaryName}`)
      if (existsSync(candidate)) return candidate
    } catch {
      // Not installed for this platform: fall through to a clear error.
    }
  }
  throw new Error(
    `No Anvil binary for ${process.platform}-${process.arch}: run \`npm install\` so @foundry-rs/anvil installs its platform package, or set FOYER_ANVIL_BIN.`,
  )
}
