import { startPolkadotDevnet } from './polkadotDevnet.ts'

// `npm run polkadot -w @foyer/devnet -- [--port 9944] [--block-ms 6000]` (port 0 = any free port).
const argument = (name: string) => {
  const index = process.argv.indexOf(name)
  return index === -1 ? undefined : Number(process.argv[index + 1])
}

const devnet = await startPolkadotDevnet({ port: argument('--port'), blockIntervalMs: argument('--block-ms') })
console.log(`Foyer Polkadot Devnet (${devnet.caipNetworkId}): ${devnet.rpcUrl} (WebSocket ${devnet.wsUrl})`)
console.log(`Genesis hash ${devnet.genesisHash}; SS58 prefix 42, 10 decimals, DOT`)
console.log('A JSON-RPC stand-in: no runtime executes (docs/polkadot-devnet.md).')
console.log('Funded accounts (1,000 DOT each; mini secret / seed):')
for (const [index, account] of devnet.accounts.entries()) {
  console.log(`  ${index}: ${account.address} ${account.type.padEnd(7)} ${account.miniSecret} ${account.name}`)
}
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
