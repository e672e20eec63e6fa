import type { ProjectLimitsResponse, ProjectTier } from '@foyer/protocol'

export interface Limits {
  mauLimit: number | null
  rpcLimit: number | null
}

/** What a project's null limit means, per tier; null here is unlimited. */
export const TIER_DEFAULT_LIMITS: Record<ProjectTier, Limits> = {
  starter: { mauLimit: 1_000, rpcLimit: 500_000 },
  pro: { mauLimit: null, rpcLimit: null },
  enterprise: { mauLimit: null, rpcLimit: null },
}

export interface MonthlyUsage {
  /** Distinct wallet addresses served this month. */
  mau: number
  /** Proxied JSON-RPC calls this month. */
  rpcRequests: number
}

/** SPEC §7 planLimits: a project is above a limit once this month's usage exceeds it. */
export function computePlanLimits(
  project: { tier: ProjectTier } & Limits,
  usage: MonthlyUsage,
): ProjectLimitsResponse['planLimits'] {
  const defaults = TIER_DEFAULT_LIMITS[project.tier]
  const mauLimit = project.mauLimit ?? defaults.mauLimit
  const rpcLimit = project.rpcLimit ?? defaults.rpcLimit
  return {
    tier: project.tier,
    isAboveMauLimit: mauLimit !== null && usage.mau > mauLimit,
    isAboveRpcLimit: rpcLimit !== null && usage.rpcRequests > rpcLimit,
  }
}
