import type { CaipNetworkId, FoyerError, SiwxMessenger, SiwxSession, SiwxStorage } from '@foyer/core'

/** A promise a test opens when it chooses: the wallet or server "still thinking" until then. */
function gate() {
  let open = () => {}
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return { opened, open }
}

const sameAccount = (session: SiwxSession, chainId: string, address: string) =>
  session.data.chainId === chainId && session.data.accountAddress.toLowerCase() === address.toLowerCase()

/**
 * Sign-in parts for component tests: a messenger and a storage that keep everything in memory, honouring the
 * public SiwxMessenger and SiwxStorage contracts. A test can hold either one (to see 'signing' or
 * 'authenticating') or have the storage refuse a session the way a server would.
 */
export function createMemorySiwx() {
  const sessions: SiwxSession[] = []
  let nonces = 0
  let messageGate: ReturnType<typeof gate> | undefined
  let storeGate: ReturnType<typeof gate> | undefined
  const refusals: FoyerError[] = []
  const added: Array<{ session: SiwxSession; extra?: { emailToken?: string } }> = []

  const messenger: SiwxMessenger = {
    async createMessage({ accountAddress, chainId }) {
      await messageGate?.opened
      return {
        accountAddress,
        chainId,
        domain: 'dapp.test',
        uri: 'http://dapp.test',
        version: '1',
        nonce: `nonce${String(++nonces).padStart(8, '0')}`,
        issuedAt: new Date().toISOString(),
        statement: 'Please sign with your account',
      }
    },
  }

  const storage: SiwxStorage = {
    async add(session, extra) {
      await storeGate?.opened
      const refusal = refusals.shift()
      if (refusal) throw refusal
      const kept = { ...session, id: `session-${sessions.length + 1}` }
      sessions.push(kept)
      added.push(extra ? { session: kept, extra } : { session: kept })
      return kept
    },
    async get(chainId: CaipNetworkId, address: string) {
      return sessions.filter((session) => sameAccount(session, chainId, address))
    },
    async delete(chainId: CaipNetworkId, address: string) {
      const kept = sessions.filter((session) => !sameAccount(session, chainId, address))
      sessions.splice(0, sessions.length, ...kept)
    },
    async set(next) {
      sessions.splice(0, sessions.length, ...next)
    },
  }

  return {
    messenger,
    storage,
    sessions,
    added,
    /** The next session the storage is given is refused with this error. */
    refuseNext(error: FoyerError) {
      refusals.push(error)
    },
    /** Messages wait until the returned function is called. */
    holdMessages(): () => void {
      messageGate = gate()
      const current = messageGate
      return () => {
        current.open()
        messageGate = undefined
      }
    },
    /** Sessions wait to be kept until the returned function is called. */
    holdStorage(): () => void {
      storeGate = gate()
      const current = storeGate
      return () => {
        current.open()
        storeGate = undefined
      }
    },
  }
}
