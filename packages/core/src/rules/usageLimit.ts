/** SPEC §6: usage-exceeded applies only to the starter tier, exceeded when MAU or RPC is above its limit. */
export function hasExceededUsageLimit(plan: { tier: string; isAboveMauLimit: boolean; isAboveRpcLimit: boolean }) {
  return plan.tier === 'starter' && (plan.isAboveMauLimit || plan.isAboveRpcLimit)
}
