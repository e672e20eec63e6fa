/**
 * Where a page's main thread spent its time before the Connect button showed, from a V8 sampling profile
 * (profile.ts): each sample is charged to the nearest frame of the page's own code — a native call such as
 * `appendChild` counts for the script that made it — and that frame's place in the sources (via the build's
 * source map) names the owner: a package for code from node_modules, else the source file.
 */

/** The parts of a CDP `Profiler.Profile` this reads. */
export interface CpuProfile {
  nodes: ProfileNode[]
  startTime: number
  endTime: number
  samples?: number[]
  timeDeltas?: number[]
}

export interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }
  children?: number[]
}

/** A place in the original sources; undefined where the script has no map or the map no entry. */
export type SourceLookup = (url: string, line: number, column: number) => { source: string; line: number } | undefined

export interface Charge {
  /** A package (`react-dom`), a source file (`packages/core/src/storage/storedItems.ts`), or a V8 bucket. */
  owner: string
  /** `function (file:line)`, for the finer table. */
  place: string
  ms: number
}

/** V8's own buckets: time outside any script. `(idle)` is the thread waiting for work and is left out. */
const BUCKETS = new Set(['(program)', '(garbage collector)', '(root)'])

/** `../../node_modules/react-dom/cjs/x.js` → react-dom; `../../../packages/core/src/a.ts` → packages/core/src/a.ts. */
export function ownerOfSource(source: string): string {
  const inModules = source.lastIndexOf('node_modules/')
  if (inModules >= 0) {
    const [scope = '', name = ''] = source.slice(inModules + 'node_modules/'.length).split('/')
    return scope.startsWith('@') ? `${scope}/${name}` : scope
  }
  return source.replace(/^(\.\.\/|\.\/)+/, '')
}

/** Each sampled moment's time, charged as the module's comment says, summed by owner and place. */
export function chargeSamples(profile: CpuProfile, lookup: SourceLookup): Charge[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parentOf = new Map<number, number>()
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id)
  const samples = profile.samples ?? []
  const deltas = profile.timeDeltas ?? []
  const charges = new Map<string, Charge>()
  let at = profile.startTime
  for (const [index, id] of samples.entries()) {
    at += deltas[index] ?? 0
    const next = index + 1 < samples.length ? at + (deltas[index + 1] ?? 0) : profile.endTime
    const leaf = byId.get(id)
    if (!leaf || leaf.callFrame.functionName === '(idle)') continue
    const { owner, place } = chargeTo(leaf, byId, parentOf, lookup)
    const key = `${owner}\u0000${place}`
    const charge = charges.get(key) ?? { owner, place, ms: 0 }
    charge.ms += Math.max(0, next - at) / 1000
    charges.set(key, charge)
  }
  return [...charges.values()]
}

function chargeTo(
  leaf: ProfileNode,
  byId: Map<number, ProfileNode>,
  parentOf: Map<number, number>,
  lookup: SourceLookup,
): { owner: string; place: string } {
  const name = leaf.callFrame.functionName
  if (BUCKETS.has(name)) return { owner: name, place: name }
  for (let node: ProfileNode | undefined = leaf; node; node = byId.get(parentOf.get(node.id) ?? -1)) {
    const { url, lineNumber, columnNumber, functionName } = node.callFrame
    // A script without a URL but with a place is the bench's own (added with addInitScript).
    if (!url && lineNumber >= 0) return { owner: '(the bench’s page script)', place: functionName || '(anonymous)' }
    if (!url) continue
    const file = new URL(url).pathname
    const found = lookup(url, lineNumber, columnNumber)
    if (!found) return { owner: file, place: `${functionName || '(anonymous)'} (${file}:${lineNumber + 1})` }
    const owner = ownerOfSource(found.source)
    return { owner, place: `${functionName || '(anonymous)'} (${owner}:${found.line})` }
  }
  return { owner: `(native) ${name}`, place: `(native) ${name}` }
}

/** Charges summed by one key and sorted, largest first. */
export function totals(charges: readonly Charge[], key: 'owner' | 'place'): [string, number][] {
  const sums = new Map<string, number>()
  for (const charge of charges) sums.set(charge[key], (sums.get(charge[key]) ?? 0) + charge.ms)
  return [...sums].sort((a, b) => b[1] - a[1])
}
