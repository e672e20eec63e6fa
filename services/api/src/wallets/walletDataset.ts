import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { apiPackageRoot } from '../packageRoot.ts'
import { type WalletRecord, walletDatasetSchema } from './walletRecord.ts'

export const WALLET_DATASET_PATH = join(apiPackageRoot(), 'data/wallets.json')

/** Reads and validates the shipped dataset; a broken file fails loudly with every issue, never half-loads. */
export function loadWalletDataset(path: string = WALLET_DATASET_PATH): WalletRecord[] {
  const parsed = walletDatasetSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')))
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid wallet dataset ${path}:\n${issues.join('\n')}`)
  }
  return parsed.data
}
