import { EMBEDDED_DEVICE_REQUEST_TTL_MS } from '@foyer/protocol'
import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { embeddedDeviceRequests, embeddedDevices } from '../db/schema/index.ts'
import { newSecret, sha256Hex } from './embeddedSecrets.ts'

export type DeviceRequestRow = typeof embeddedDeviceRequests.$inferSelect

export async function isDeviceApproved(db: Database, accountId: string, deviceHash: string): Promise<boolean> {
  const [row] = await db
    .select({ accountId: embeddedDevices.accountId })
    .from(embeddedDevices)
    .where(and(eq(embeddedDevices.accountId, accountId), eq(embeddedDevices.deviceHash, deviceHash)))
    .limit(1)
  return row !== undefined
}

export async function approveDevice(db: Database, accountId: string, deviceHash: string, now: number): Promise<void> {
  await db
    .insert(embeddedDevices)
    .values({ accountId, deviceHash, approvedAt: new Date(now) })
    .onConflictDoNothing({ target: [embeddedDevices.accountId, embeddedDevices.deviceHash] })
}

/** A new device asks to log in: a pendingId for the waiting frame and a token for the mailed link. */
export async function createDeviceRequest(
  db: Database,
  request: { accountId: string; deviceHash: string; deviceName: string },
  now: number,
): Promise<{ pendingId: string; approveToken: string; expiresAt: Date }> {
  const pendingId = newSecret()
  const approveToken = newSecret()
  const expiresAt = new Date(now + EMBEDDED_DEVICE_REQUEST_TTL_MS)
  await db.insert(embeddedDeviceRequests).values({
    ...request,
    pendingHash: sha256Hex(pendingId),
    approveHash: sha256Hex(approveToken),
    createdAt: new Date(now),
    expiresAt,
  })
  return { pendingId, approveToken, expiresAt }
}

/** The live request behind a mailed link (not expired, not yet taken by its frame). */
export async function findRequestByApproveToken(
  db: Database,
  approveToken: string,
  now: number,
): Promise<DeviceRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(embeddedDeviceRequests)
    .where(
      and(
        eq(embeddedDeviceRequests.approveHash, sha256Hex(approveToken)),
        gt(embeddedDeviceRequests.expiresAt, new Date(now)),
        isNull(embeddedDeviceRequests.claimedAt),
      ),
    )
    .limit(1)
  return row
}

/** Approves the request of a link; the request approved, or undefined when the link is dead. */
export async function approveDeviceRequest(
  db: Database,
  approveToken: string,
  now: number,
): Promise<DeviceRequestRow | undefined> {
  const [row] = await db
    .update(embeddedDeviceRequests)
    .set({ approvedAt: new Date(now) })
    .where(
      and(
        eq(embeddedDeviceRequests.approveHash, sha256Hex(approveToken)),
        gt(embeddedDeviceRequests.expiresAt, new Date(now)),
        isNull(embeddedDeviceRequests.approvedAt),
      ),
    )
    .returning()
  return row
}

/** The live request of a pendingId, or undefined when it is unknown, expired or already claimed. */
export async function findPendingRequest(
  db: Database,
  pendingHash: string,
  now: number,
): Promise<DeviceRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(embeddedDeviceRequests)
    .where(
      and(
        eq(embeddedDeviceRequests.pendingHash, pendingHash),
        gt(embeddedDeviceRequests.expiresAt, new Date(now)),
        isNull(embeddedDeviceRequests.claimedAt),
      ),
    )
    .limit(1)
  return row
}

/** Takes an approved request for its frame, once: true for the one caller that took it. */
export async function claimApprovedRequest(db: Database, pendingHash: string, now: number): Promise<boolean> {
  const claimed = await db
    .update(embeddedDeviceRequests)
    .set({ claimedAt: new Date(now) })
    .where(
      and(
        eq(embeddedDeviceRequests.pendingHash, pendingHash),
        isNotNull(embeddedDeviceRequests.approvedAt),
        isNull(embeddedDeviceRequests.claimedAt),
        gt(embeddedDeviceRequests.expiresAt, new Date(now)),
      ),
    )
    .returning({ pendingHash: embeddedDeviceRequests.pendingHash })
  return claimed.length === 1
}
