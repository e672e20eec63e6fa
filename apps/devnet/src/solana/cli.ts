import { startSolanaDevnet } from './solanaDevnet.ts'

// `npx tsx apps/devnet/src/solana/cli.ts [--port 8899] [--slot-ms 400]` (port 0 = any free port).
const argument = (name: string) => {
  const index = process.argv.indexOf(name)
  return index === -1 ? undefined : Number(process.argv[index + 1])
}

const devnet = await startSolanaDevnet({ port: argument('--port'), slotIntervalMs: argument('--slot-ms') })
console.log(`Foyer Solana Devnet (${devnet.caipNetworkId}): ${devnet.rpcUrl} (PubSub ${devnet.wsUrl})`)
console.log(`Genesis hash ${devnet.genesisHash}`)
console.log('Funded accounts (10,000 SOL each; base58 keypairs):')
for (const [index, account] of devnet.accounts.entries())
  console.log(`  ${index}: ${account.address} ${account.secretKey}`)
console.log('SPL Token mints:')
for (const mint of devnet.mints) {
  console.log(
    `  ${mint.symbol.padEnd(7)} ${mint.address} ${mint.name} (${mint.decimals} decimals, accounts 0-${mint.holders - 1})`,
  )
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
