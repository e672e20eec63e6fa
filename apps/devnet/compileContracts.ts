import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

// `npm run compile -w @foyer/devnet`: compiles contracts/FoyerToken.sol once into the committed artifact, so
// startDevnet deploys bytecode without running a compiler at every start. It also writes Multicall3's creation
// code, taken from viem (which keeps it for deployless calls but does not export it).
const require = createRequire(import.meta.url)
// solc-js ships no types; its in-process `compile` takes and returns Standard JSON strings.
const solc = require('solc') as { compile(input: string, options: { import(path: string): unknown }): string }

const source = fileURLToPath(new URL('./contracts/FoyerToken.sol', import.meta.url))
const artifact = fileURLToPath(new URL('./src/FoyerToken.artifact.json', import.meta.url))
const multicallArtifact = fileURLToPath(new URL('./src/Multicall3.artifact.json', import.meta.url))

const input = {
  language: 'Solidity',
  sources: { 'FoyerToken.sol': { content: readFileSync(source, 'utf8') } },
  settings: {
    optimizer: { enabled: true, runs: 200 },
    evmVersion: 'cancun',
    outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
  },
}

const findImport = (path: string) => {
  try {
    return { contents: readFileSync(require.resolve(path), 'utf8') }
  } catch {
    return { error: `Not found: ${path}` }
  }
}

const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImport })) as {
  errors?: { severity: string; formattedMessage: string }[]
  contracts: Record<string, Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>>
}
const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
if (errors.length > 0) {
  for (const error of errors) console.error(error.formattedMessage)
  process.exit(1)
}
const compiled = output.contracts['FoyerToken.sol']?.FoyerToken
if (!compiled) throw new Error('solc produced no FoyerToken')
writeFileSync(
  artifact,
  `${JSON.stringify({ contractName: 'FoyerToken', compiler: 'solc 0.8.28', abi: compiled.abi, bytecode: `0x${compiled.evm.bytecode.object}` }, null, 2)}\n`,
)
console.log(`Wrote ${artifact}`)

const viemConstants = join(dirname(require.resolve('viem')), 'constants', 'contracts.js')
const { multicall3Bytecode } = require(viemConstants) as { multicall3Bytecode: string }
writeFileSync(
  multicallArtifact,
  `${JSON.stringify({ contractName: 'Multicall3', source: 'viem', bytecode: multicall3Bytecode }, null, 2)}\n`,
)
console.log(`Wrote ${multicallArtifact}`)
