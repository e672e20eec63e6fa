import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

// `npm run compile -w @foyer/devnet`: compiles contracts/FoyerToken.sol once into the committed artifact, so
// startDevnet deploys bytecode without running a compiler at every start. It also writes Multicall3's creation
// code, taken from viem (which keeps it for deployless calls but does not export it), and compiles the smart
// account and its factory (Solady-based) in a run of their own, so FoyerToken's bytecode never depends on them.
const require = createRequire(import.meta.url)
// solc-js ships no types; its in-process `compile` takes and returns Standard JSON strings.
const solc = require('solc') as { compile(input: string, options: { import(path: string): unknown }): string }

const contractsDir = new URL('./contracts/', import.meta.url)
const artifactPath = (name: string) => fileURLToPath(new URL(`./src/${name}.artifact.json`, import.meta.url))

type Compiled = Record<string, Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>>

const findImport = (path: string) => {
  try {
    return { contents: readFileSync(require.resolve(path), 'utf8') }
  } catch {
    return { error: `Not found: ${path}` }
  }
}

function compile(files: readonly string[]): Compiled {
  const input = {
    language: 'Solidity',
    sources: Object.fromEntries(
      files.map((file) => [file, { content: readFileSync(fileURLToPath(new URL(file, contractsDir)), 'utf8') }]),
    ),
    settings: {
      optimizer: { enabled: true, runs: 200 },
      evmVersion: 'cancun',
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImport })) as {
    errors?: { severity: string; formattedMessage: string }[]
    contracts: Compiled
  }
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  if (errors.length > 0) {
    for (const error of errors) console.error(error.formattedMessage)
    process.exit(1)
  }
  return output.contracts
}

function writeArtifact(contracts: Compiled, file: string, contractName: string): void {
  const compiled = contracts[file]?.[contractName]
  if (!compiled) throw new Error(`solc produced no ${contractName}`)
  const path = artifactPath(contractName)
  writeFileSync(
    path,
    `${JSON.stringify({ contractName, compiler: 'solc 0.8.28', abi: compiled.abi, bytecode: `0x${compiled.evm.bytecode.object}` }, null, 2)}\n`,
  )
  console.log(`Wrote ${path}`)
}

writeArtifact(compile(['FoyerToken.sol']), 'FoyerToken.sol', 'FoyerToken')

// The account's EntryPoint 0.7 is @account-abstraction/contracts' shipped build (entryPoint.ts), not compiled here.
const smartAccounts = compile(['FoyerSmartAccount.sol', 'FoyerSmartAccountFactory.sol'])
writeArtifact(smartAccounts, 'FoyerSmartAccount.sol', 'FoyerSmartAccount')
writeArtifact(smartAccounts, 'FoyerSmartAccountFactory.sol', 'FoyerSmartAccountFactory')

const multicallArtifact = artifactPath('Multicall3')
const viemConstants = join(dirname(require.resolve('viem')), 'constants', 'contracts.js')
const { multicall3Bytecode } = require(viemConstants) as { multicall3Bytecode: string }
writeFileSync(
  multicallArtifact,
  `${JSON.stringify({ contractName: 'Multicall3', source: 'viem', bytecode: multicall3Bytecode }, null, 2)}\n`,
)
console.log(`Wrote ${multicallArtifact}`)
