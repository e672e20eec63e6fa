import type { Address } from 'viem'

/** A registered Farcaster account as the Id Registry and a hub know it: its fid, custody address and name. */
export interface FarcasterUser {
  fid: number
  custody: Address
  username: string
}

/** The stand-in's Id Registry: fid ↔ custody address, with the username a hub would give. */
export interface FarcasterRegistry {
  register(user: FarcasterUser): void
  byFid(fid: number): FarcasterUser | undefined
  /** The fid whose custody address this is (the Id Registry's `idOf`); 0 when none, as the contract answers. */
  idOf(custody: Address): number
}

export function createFarcasterRegistry(): FarcasterRegistry {
  const users = new Map<number, FarcasterUser>()
  return {
    register(user) {
      users.set(user.fid, user)
    },
    byFid: (fid) => users.get(fid),
    idOf(custody) {
      for (const user of users.values()) if (user.custody.toLowerCase() === custody.toLowerCase()) return user.fid
      return 0
    },
  }
}
