import { caip2ChainIdSchema, walletBadgeSchema } from '@foyer/protocol'
import { z } from 'zod'
import { appStoreLinkSchema, playStoreLinkSchema, universalLinkSchema } from './walletLinks.ts'

/** A web address, or an app's deep-link scheme such as `metamask://` (SPEC §3 mobile / desktop links). */
const linkSchema = z
  .string()
  .regex(/^(https:\/\/[^\s]+|[a-z][a-z0-9+.-]*:\/\/[^\s]*)$/, 'must be an https URL or an app scheme like metamask://')

/** One entry of data/wallets.json, and one row of the registry. Absent facts are null, never guessed. */
export const walletRecordSchema = z.object({
  /** A stable slug: URLs and include/exclude lists name wallets by it. */
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'must be a lower-case slug'),
  name: z.string().min(1).max(100),
  /** The EIP-6963 reverse-DNS id the wallet announces, when it announces one. */
  rdns: z
    .string()
    .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'must be a reverse-DNS id like io.metamask')
    .nullable(),
  homepage: z
    .string()
    .regex(/^https:\/\/[^\s]+$/, 'must be an https URL')
    .nullable(),
  mobile_link: linkSchema.nullable(),
  desktop_link: linkSchema.nullable(),
  webapp_link: z
    .string()
    .regex(/^https:\/\/[^\s]+$/, 'must be an https URL')
    .nullable(),
  /** Issue 23: opens the app on a phone, preferred over `mobile_link`; `/wc?uri=…` is appended for WalletConnect. */
  universal_link: universalLinkSchema.nullable(),
  /** Issue 23: where a phone gets the app when it does not open (App Store on iOS, Google Play on Android). */
  app_store: appStoreLinkSchema.nullable(),
  play_store: playStoreLinkSchema.nullable(),
  chains: z.array(caip2ChainIdSchema).min(1),
  badge: walletBadgeSchema,
  /** Lower comes first in /getWallets; ties are ordered by name. */
  rank: z.number().int().min(1),
})
export type WalletRecord = z.infer<typeof walletRecordSchema>

export const walletDatasetSchema = z.array(walletRecordSchema).superRefine((records, ctx) => {
  const seen = { id: new Set<string>(), rdns: new Set<string>() }
  records.forEach((record, index) => {
    if (seen.id.has(record.id))
      ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `duplicate id ${record.id}` })
    seen.id.add(record.id)
    if (record.rdns === null) return
    if (seen.rdns.has(record.rdns)) {
      ctx.addIssue({ code: 'custom', path: [index, 'rdns'], message: `duplicate rdns ${record.rdns}` })
    }
    seen.rdns.add(record.rdns)
  })
})
