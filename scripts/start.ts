import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { ROOT, startStack } from './stack.ts'

/** `npm start`: builds the demo and brings the local stack up on loopback until Ctrl+C. */
const demoPort = Number(process.env.FOYER_DEMO_PORT ?? 4173)
const devnetPorts: [number, number] = [
  Number(process.env.FOYER_DEVNET_PORT ?? 8545),
  Number(process.env.FOYER_DEVNET_L2_PORT ?? 8546),
]

console.log('Building the demo…')
execFileSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' })
const stack = await startStack({
  demoPort,
  devnetPorts,
  solanaPort: Number(process.env.FOYER_SOLANA_PORT ?? 8899),
  bitcoinPort: Number(process.env.FOYER_BITCOIN_PORT ?? 3002),
  polkadotPort: Number(process.env.FOYER_POLKADOT_PORT ?? 9944),
  apiPort: Number(process.env.FOYER_API_PORT ?? 8787),
  relayPort: Number(process.env.FOYER_RELAY_PORT ?? 8788),
  apiDataDir: process.env.FOYER_API_DATA_DIR ?? join(ROOT, '.data/api'),
  mailPorts: [Number(process.env.FOYER_SMTP_PORT ?? 2525), Number(process.env.FOYER_MAIL_PORT ?? 8025)],
  secureSitePort: Number(process.env.FOYER_SECURE_SITE_PORT ?? 8790),
  farcasterRelayPort: Number(process.env.FOYER_FARCASTER_RELAY_PORT ?? 0),
})
for (const chain of stack.chains) console.log(`  ${chain.name.padEnd(20)} ${chain.rpcUrl} (chain ${chain.chainId})`)
for (const bundler of stack.bundlers) {
  console.log(
    `  ${'ERC-4337 bundler'.padEnd(20)} ${bundler.url} (chain ${bundler.chainId}: the embedded smart account)`,
  )
}
console.log(`  ${'Solana Devnet'.padEnd(20)} ${stack.solana.rpcUrl} (${stack.solana.caipNetworkId})`)
console.log(
  `  ${'Bitcoin Regtest'.padEnd(20)} ${stack.bitcoin.esploraUrl} (Esplora API; ${stack.bitcoin.caipNetworkId})`,
)
console.log(`  ${'Polkadot Devnet'.padEnd(20)} ${stack.polkadot.rpcUrl} (stand-in; ${stack.polkadot.caipNetworkId})`)
console.log(`  ${'Foyer API'.padEnd(20)} ${stack.apiUrl}`)
console.log(`  ${'WalletConnect relay'.padEnd(20)} ${stack.relayUrl}`)
console.log(`  ${'Mail inbox'.padEnd(20)} ${stack.mailUrl} (one-time codes the API sends)`)
console.log(`  ${'Secure site'.padEnd(20)} ${stack.secureSiteUrl} (the embedded wallet's frame)`)
console.log(
  `  ${'Local Safe'.padEnd(20)} ${stack.safeHost.url}/?app=${encodeURIComponent(stack.demoUrl)} (the demo as a Safe App)`,
)
console.log(`  ${'Social logins'.padEnd(20)} ${stack.socialProviderUrl} (a local OpenID provider for all six)`)
console.log(
  `  ${'Farcaster relay'.padEnd(20)} ${stack.farcaster.url} (stand-in; its connect links approve as @${stack.farcaster.testUser.username})`,
)
console.log(
  `\n  Demo               ${stack.demoUrl}\n  Sign-in demo       ${stack.demoUrl}/?signIn=required&emailCapture=1\n  wagmi example      ${stack.demoUrl}/wagmi/ (wagmi's hooks, Foyer's modal)\n\nOpen the demo, press "Connect Wallet" and pick "Dev Wallet", or type an email address\n(the code arrives in the mail inbox above). Ctrl+C stops everything.`,
)

const stop = async () => {
  await stack.stop()
  process.exit(0)
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
