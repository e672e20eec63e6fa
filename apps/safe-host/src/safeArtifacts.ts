import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Abi, Hex } from 'viem'

// The Safe's own compiled contracts (@safe-global/safe-smart-account 1.5.0, as Safe deploys them): the harness
// runs the real Safe rather than a look-alike, so its hashes and signatures are the ones a Safe checks.

const require = createRequire(import.meta.url)
const ARTIFACTS = join(dirname(require.resolve('@safe-global/safe-smart-account/package.json')), 'build/artifacts')

export interface SafeArtifact {
  abi: Abi
  bytecode: Hex
}

const artifact = (path: string): SafeArtifact => {
  const { abi, bytecode } = JSON.parse(readFileSync(join(ARTIFACTS, path), 'utf8')) as SafeArtifact
  return { abi, bytecode }
}

export const safeArtifacts = () => ({
  singleton: artifact('contracts/SafeL2.sol/SafeL2.json'),
  proxyFactory: artifact('contracts/proxies/SafeProxyFactory.sol/SafeProxyFactory.json'),
  fallbackHandler: artifact('contracts/handler/CompatibilityFallbackHandler.sol/CompatibilityFallbackHandler.json'),
  multiSendCallOnly: artifact('contracts/libraries/MultiSendCallOnly.sol/MultiSendCallOnly.json'),
})
