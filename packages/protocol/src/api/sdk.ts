import { z } from 'zod'

/** A release version as semver writes it: `1.4.0`, `2.0.0-rc.1`, `1.0.0+build.5` (semver.org §2, §9, §10). */
export const SEMVER_PATTERN =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[A-Za-z-][0-9A-Za-z-]*)(?:\.(?:0|[1-9]\d*|\d*[A-Za-z-][0-9A-Za-z-]*))*))?(?:\+([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?$/

export const semverSchema = z.string().max(64).regex(SEMVER_PATTERN, 'A version is semver: major.minor.patch')

/** GET /v1/sdk/latest: the newest Foyer release this API's operator announces (SPEC §9 latest SDK version). */
export const sdkLatestResponseSchema = z.object({ version: semverSchema })
export type SdkLatestResponse = z.infer<typeof sdkLatestResponseSchema>
