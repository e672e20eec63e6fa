import type { Features } from '../client/types.ts'
import { CONNECTOR_TYPE_ORDER, type ConnectorGroup } from '../connectors/mergeConnectors.ts'

/** A remote feature as GET /appkit/v1/config sends it (SPEC §3 remoteFeatures). */
export type RemoteFeatureValue = boolean | number | string | readonly string[]

const BOOLEAN_FEATURES = [
  'receive',
  'send',
  'analytics',
  'allWallets',
  'legalCheckbox',
  'email',
  'pay',
  'swaps',
  'onramp',
  'emailCapture',
] as const satisfies readonly (keyof Features)[]

const isStringList = (value: unknown): value is readonly string[] =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'string')

const isConnectorGroup = (value: string): value is ConnectorGroup =>
  (CONNECTOR_TYPE_ORDER as readonly string[]).includes(value)

/** A remote value for one feature in the shape Features holds, or undefined when it is not one. */
function readRemote(key: keyof Features, value: RemoteFeatureValue): Features[keyof Features] | undefined {
  if ((BOOLEAN_FEATURES as readonly string[]).includes(key)) return typeof value === 'boolean' ? value : undefined
  if (key === 'socials') {
    if (value === false) return false
    return isStringList(value) ? [...value] : undefined
  }
  if (key === 'connectOrder') {
    if (!isStringList(value) || !value.every(isConnectorGroup)) return undefined
    return [...new Set(value)]
  }
  return undefined
}

export interface RemoteFeaturesResult {
  features: Features
  /** Features the dapp set itself that the project's configuration changed (worth a warning to the developer). */
  overridden: string[]
  /** Remote entries that are no feature of Foyer's, or not in its shape; they are left out. */
  ignored: string[]
}

/**
 * The features in effect: the project's remote configuration (GET /appkit/v1/config) over the dapp's options and
 * the SPEC §9 defaults, so an operator can change the modal without a redeploy, as AppKit's dashboard does.
 * One exception (docs/decisions/0005-analytics-opt-out.md): a dapp that turned analytics off keeps it off — the
 * project can only turn it off, never on. SPEC §5 holds after the merge: with pay on, email and socials are off.
 */
export function applyRemoteFeatures(
  local: Features,
  dappSet: ReadonlySet<string>,
  remote: Readonly<Record<string, RemoteFeatureValue>>,
): RemoteFeaturesResult {
  const features: Features = { ...local }
  const overridden: string[] = []
  const ignored: string[] = []
  for (const [key, value] of Object.entries(remote)) {
    if (!Object.hasOwn(local, key)) {
      ignored.push(key)
      continue
    }
    const feature = key as keyof Features
    const read = readRemote(feature, value)
    if (read === undefined) {
      ignored.push(key)
      continue
    }
    const next = feature === 'analytics' ? local.analytics && read === true : read
    if (dappSet.has(key) && JSON.stringify(next) !== JSON.stringify(local[feature])) overridden.push(key)
    Object.assign(features, { [feature]: next })
  }
  if (features.pay) Object.assign(features, { email: false, socials: false })
  return { features, overridden, ignored }
}
