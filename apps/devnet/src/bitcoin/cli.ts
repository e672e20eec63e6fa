import { BITCOIN_DEVNET_ACCOUNTS, BITCOIN_DEVNET_MINER } from './accounts.ts'
import { startBitcoinDevnet } from './bitcoinDevnet.ts'

// `npm run bitcoin -w @foyer/devnet -- [--port 3002] [--fee-rate 2]` (port 0 = any free port).
const argument = (name: string) => {
  const index = process.argv.indexOf(name)
  return index === -1 ? undefined : Number(process.argv[index + 1])
}

const devnet = await startBitcoinDevnet({ port: argument('--port'), feeRate: argument('--fee-rate') })
console.log(`Foyer Bitcoin Regtest (${devnet.caipNetworkId}): Esplora API at ${devnet.url}`)
console.log(`Genesis hash ${devnet.genesisHash}, tip height ${devnet.chain.state.tip.height}`)
console.log('Funded accounts (1 BTC on the payment address, 0.001 BTC on the ordinals address; private keys hex):')
for (const [index, account] of BITCOIN_DEVNET_ACCOUNTS.entries())
  console.log(`  ${index}: ${account.paymentAddress} ${account.ordinalsAddress} ${account.privateKey}`)
console.log(`Miner (coinbase rewards): ${BITCOIN_DEVNET_MINER.paymentAddress}`)
console.log(`Mine blocks: curl -X POST ${devnet.url}/regtest/mine/1`)
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
