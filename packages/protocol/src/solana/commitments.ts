// Zod-free: the Solana adapter in the page imports it as `@foyer/protocol/solana-commitments`.

/** SPEC §9 preflight commitments: today's three, then the Solana 1.x (web3.js) names Agave 2 no longer reads. */
export const SOLANA_COMMITMENTS = [
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
] as const
export type SolanaCommitment = (typeof SOLANA_COMMITMENTS)[number]
/** The three names every validator version reads. */
export type CurrentSolanaCommitment = 'processed' | 'confirmed' | 'finalized'

/** What each older name meant (Solana's own docs and web3.js 1.x map them so). */
const CURRENT: Readonly<Record<SolanaCommitment, CurrentSolanaCommitment>> = {
  processed: 'processed',
  confirmed: 'confirmed',
  finalized: 'finalized',
  recent: 'processed',
  single: 'confirmed',
  singleGossip: 'confirmed',
  root: 'finalized',
  max: 'finalized',
}

export const isSolanaCommitment = (value: unknown): value is SolanaCommitment =>
  typeof value === 'string' && (SOLANA_COMMITMENTS as readonly string[]).includes(value)

/** A commitment by any SPEC §9 name, as the name today's validators read. */
export const currentCommitment = (commitment: SolanaCommitment): CurrentSolanaCommitment => CURRENT[commitment]
