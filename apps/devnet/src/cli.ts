import { ENTRY_POINT_07_ADDRESS } from './bundlerConfig.ts'
import { startDevnet } from './devnet.ts'
import { DEVNET_DEPLOYED_TOKENS, MULTICALL3_ADDRESS } from './tokens.ts'

// `npx tsx apps/devnet/src/cli.ts [--verbose] [--no-unlisted] [--no-bundler] [--ports 8545,8546,8547]` (0 = any free port).
const portsArgument = process.argv[process.argv.indexOf('--ports') + 1]
const ports = process.argv.includes('--ports') && portsArgument ? portsArgument.split(',').map(Number) : undefined

const devnet = await startDevnet({
  ...(ports ? { ports } : {}),
  unlisted: !process.argv.includes('--no-unlisted'),
  verbose: process.argv.includes('--verbose'),
  bundlers: !process.argv.includes('--no-bundler'),
})

for (const chain of devnet.chains) console.log(`${chain.name} (chain ${chain.chainId}): ${chain.rpcUrl}`)
console.log(`Funded accounts (mnemonic "${devnet.mnemonic}"):`)
for (const [index, account] of devnet.accounts.entries()) {
  console.log(`  ${index}: ${account.address} ${account.privateKey}`)
}
console.log('Contracts on 31337 and 31338:')
for (const token of DEVNET_DEPLOYED_TOKENS) {
  console.log(`  ${token.symbol.padEnd(6)} ${token.address} ${token.name} (${token.decimals} decimals)`)
}
console.log(`  Multicall3 ${MULTICALL3_ADDRESS}`)
console.log(`  EntryPoint 0.7 ${ENTRY_POINT_07_ADDRESS}`)
for (const bundler of devnet.bundlers) console.log(`ERC-4337 bundler for chain ${bundler.chainId}: ${bundler.url}`)
console.log('Press Ctrl+C to stop.')

let stopping = false
const shutdown = async () => {
  if (stopping) return
  stopping = true
  await devnet.stop()
  process.exit(0)
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
