import { execFileSync } from 'node:child_process'
import { ROOT, startStack } from './stack.ts'

/** `npm start`: builds the demo and brings the local stack up on loopback until Ctrl+C. */
const demoPort = Number(process.env.FOYER_DEMO_PORT ?? 4173)
const devnetPorts: [number, number] = [
  Number(process.env.FOYER_DEVNET_PORT ?? 8545),
  Number(process.env.FOYER_DEVNET_L2_PORT ?? 8546),
]

console.log('Building the demo…')
execFileSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' })
const stack = await startStack({ demoPort, devnetPorts })
for (const chain of stack.chains) console.log(`  ${chain.name.padEnd(18)} ${chain.rpcUrl} (chain ${chain.chainId})`)
console.log(
  `\n  Demo               ${stack.demoUrl}\n\nOpen the demo, press "Connect Wallet" and pick "Dev Wallet". Ctrl+C stops everything.`,
)

const stop = async () => {
  await stack.stop()
  process.exit(0)
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
