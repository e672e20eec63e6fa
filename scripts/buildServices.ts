import { rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { build, type Plugin } from 'esbuild'

/**
 * `npm run build:services`: the API (server and admin CLI) and the relay as ESM files plain `node` runs (no tsx), for
 * operators and their container images (deploy/*.Dockerfile). Foyer's own workspace packages are bundled in;
 * every other package stays an import, resolved from the node_modules the service installs
 * (`npm install --omit=dev --workspace …`), so native and wasm files (PGlite) load as their packages expect.
 */
const root = fileURLToPath(new URL('..', import.meta.url))

export const SERVICE_ENTRIES = [
  { name: 'api', entry: 'services/api/src/main.ts', outfile: 'services/api/dist/main.js' },
  // The operator's commands (projects, keys): `node services/api/dist/cli.js project create …`.
  { name: 'api', entry: 'services/api/src/cli.ts', outfile: 'services/api/dist/cli.js' },
  { name: 'relay', entry: 'services/relay/src/cli.ts', outfile: 'services/relay/dist/cli.js' },
] as const

type ServiceName = (typeof SERVICE_ENTRIES)[number]['name']

/** Packages from npm stay imports; @foyer/* (TypeScript sources in this workspace) are bundled. */
const npmPackagesExternal: Plugin = {
  name: 'npm-packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@foyer/') || args.path.startsWith('node:')
        ? undefined
        : { path: args.path, external: true },
    )
  },
}

/** Bundles the named services (all by default); returns the files written. */
export async function buildServices(names: readonly ServiceName[] = ['api', 'relay']): Promise<string[]> {
  const written: string[] = []
  for (const service of SERVICE_ENTRIES.filter((entry) => names.includes(entry.name))) {
    const outfile = `${root}${service.outfile}`
    rmSync(outfile, { force: true })
    await build({
      absWorkingDir: root,
      entryPoints: [service.entry],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      sourcemap: true,
      logLevel: 'warning',
      plugins: [npmPackagesExternal],
    })
    written.push(outfile)
  }
  return written
}

// `tsx scripts/buildServices.ts [api] [relay]`
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const asked = process.argv.slice(2)
  const unknown = asked.filter((name) => !SERVICE_ENTRIES.some((entry) => entry.name === name))
  if (unknown.length > 0) throw new Error(`No service named ${unknown.join(', ')}: api or relay`)
  for (const outfile of await buildServices(asked.length > 0 ? (asked as ServiceName[]) : undefined)) {
    console.log(`built ${outfile.slice(root.length)}`)
  }
}
