import { SDK_TYPE, SDK_VERSION } from '../api/sdkVersion.ts'
import type { FlowContext } from '../flows/context.ts'
import { isLoggerOn } from '../logger/logLevels.ts'
import { frameChainId } from './embeddedContext.ts'
import { type EmbeddedWalletConfig, FRAME_CHAIN_NAMESPACE } from './embeddedTypes.ts'

/** An http(s) URL as the frame's schema wants it: absolute (a same-origin `/rpc/1` resolved on this page). */
function absoluteHttpUrl(value: string | undefined): string | undefined {
  if (!value) return undefined
  try {
    const base = typeof location === 'undefined' ? undefined : location.href
    const url = new URL(value, base)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : undefined
  } catch {
    return undefined
  }
}

/**
 * What the frame is told about the dapp (SPEC §7 frame query, SYNC_DAPP_DATA), within the protocol's limits: a
 * value the frame's schema would refuse would leave the frame silent, so it is dropped here instead.
 * Undefined without a projectId: the frame serves projects only.
 */
export function embeddedWalletConfig(context: FlowContext): EmbeddedWalletConfig | undefined {
  const { projectId, metadata, networks } = context.options
  if (!projectId) return undefined
  const chainId = frameChainId(context)
  const frameChain = networks.find(
    (network) => network.chainNamespace === FRAME_CHAIN_NAMESPACE && Number(network.id) === chainId,
  )
  const rpcUrl = absoluteHttpUrl(frameChain?.rpcUrls.default.http[0])
  const url = absoluteHttpUrl(metadata?.url ?? (typeof location === 'undefined' ? undefined : location.origin))
  const icons = (metadata?.icons ?? []).map(absoluteHttpUrl).filter((icon) => icon !== undefined)
  return {
    projectId,
    chainId,
    sdkType: SDK_TYPE,
    sdkVersion: SDK_VERSION,
    // The frame keeps its own log when the dapp keeps one (SPEC §7 `enableLogger`); nothing of it reaches the dapp.
    enableLogger: isLoggerOn(context.options),
    ...(rpcUrl ? { rpcUrl } : {}),
    // Read when GET_USER is sent: the stored preference, else the default (SPEC §9), as the accounts store has it.
    preferredAccountType: () => {
      const preferred = context.accounts.get(FRAME_CHAIN_NAMESPACE).preferredAccountType
      return preferred === 'eoa' || preferred === 'smartAccount' ? preferred : undefined
    },
    ...(metadata && url
      ? {
          metadata: {
            name: metadata.name.slice(0, 128),
            url,
            icons: icons.slice(0, 8),
            ...(metadata.description ? { description: metadata.description.slice(0, 512) } : {}),
          },
        }
      : {}),
  }
}
