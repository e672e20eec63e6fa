import { FRAME_DEFAULT_CHAIN_ID, PROJECT_ID_PATTERN } from '@foyer/protocol'

/** What the frame's URL says (SPEC §7 "Secure frame URL query parameters") and what its server wrote into it. */
export interface FrameParams {
  projectId: string
  /** The EVM chain the frame starts on (SPEC §9 default 1). */
  chainId: number
  /** The app's SDK version, for the API's `sv` — informational only. */
  version: string
  enableLogger: boolean
  /** The origins allowed to hold this frame's port: the project's allowed origins, as the server read them. */
  allowedOrigins: readonly string[]
}

/** Reads the frame's query and its `foyer-allowed-origins` meta. Undefined when the project id is unusable. */
export function readFrameParams(search: string, allowedOriginsMeta: string | null): FrameParams | undefined {
  const query = new URLSearchParams(search)
  const projectId = query.get('projectId') ?? ''
  if (!PROJECT_ID_PATTERN.test(projectId)) return undefined
  const chainId = Number(query.get('chainId') ?? FRAME_DEFAULT_CHAIN_ID)
  return {
    projectId,
    chainId: Number.isSafeInteger(chainId) && chainId > 0 ? chainId : FRAME_DEFAULT_CHAIN_ID,
    version: (query.get('version') ?? '').slice(0, 64),
    enableLogger: query.get('enableLogger') === 'true',
    allowedOrigins: (allowedOriginsMeta ?? '').split(' ').filter((origin) => origin.length > 0),
  }
}
