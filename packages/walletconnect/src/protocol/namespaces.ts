import { chainOfAccount, isAccountId, isChainId, isNamespace, namespaceOf } from './caip.ts'
import { type ErrorReason, sdkError } from './errors.ts'

/** What a dapp asks for, per namespace (`eip155` with chains) or per chain (`eip155:1`, no chains). */
export interface ProposalNamespace {
  chains?: string[]
  methods: string[]
  events: string[]
}
export type ProposalNamespaces = Record<string, ProposalNamespace>

/** What a wallet grants: CAIP-10 accounts, and the methods and events the dapp may use. */
export interface SessionNamespace {
  chains?: string[]
  accounts: string[]
  methods: string[]
  events: string[]
}
export type SessionNamespaces = Record<string, SessionNamespace>

/** The chains a proposal namespace names: its `chains`, or its key when the key is a chain. */
export function proposalChains(key: string, namespace: ProposalNamespace): string[] {
  return isChainId(key) ? [key] : (namespace.chains ?? [])
}

/** The chains a session namespace covers: its `chains`, its accounts' chains, and its key when it is a chain. */
export function sessionChains(key: string, namespace: SessionNamespace): string[] {
  const chains = new Set<string>(isChainId(key) ? [key] : [])
  for (const chain of namespace.chains ?? []) chains.add(chain)
  for (const account of namespace.accounts) chains.add(chainOfAccount(account))
  return [...chains]
}

/** Every chain of a set of proposal namespaces. */
export function chainsOfProposal(...sets: (ProposalNamespaces | undefined)[]): string[] {
  const chains = new Set<string>()
  for (const set of sets) {
    for (const [key, namespace] of Object.entries(set ?? {}))
      for (const chain of proposalChains(key, namespace)) chains.add(chain)
  }
  return [...chains]
}

/** A proposal's namespaces break the rules (spec: clients/sign/namespaces): the reason, else undefined. */
export function checkProposalNamespaces(namespaces: ProposalNamespaces): ErrorReason | undefined {
  for (const [key, namespace] of Object.entries(namespaces)) {
    if (isChainId(key)) {
      if (namespace.chains && (namespace.chains.length !== 1 || namespace.chains[0] !== key)) {
        return sdkError('UNSUPPORTED_CHAINS', `${key} is a chain and names other chains`)
      }
    } else if (!isNamespace(key)) {
      return sdkError('UNSUPPORTED_NAMESPACE_KEY', key)
    } else {
      const chains = namespace.chains ?? []
      if (chains.length === 0) return sdkError('UNSUPPORTED_CHAINS', `${key} names no chain`)
      const stray = chains.find((chain) => !isChainId(chain) || namespaceOf(chain) !== key)
      if (stray) return sdkError('UNSUPPORTED_CHAINS', `${stray} is not a ${key} chain`)
    }
  }
  return undefined
}

/** A session's namespaces break the rules, or do not grant what `required` asks for: the reason. */
export function checkSessionNamespaces(
  namespaces: SessionNamespaces,
  required: ProposalNamespaces = {},
): ErrorReason | undefined {
  for (const [key, namespace] of Object.entries(namespaces)) {
    if (!isNamespace(key) && !isChainId(key)) return sdkError('UNSUPPORTED_NAMESPACE_KEY', key)
    const owner = namespaceOf(key)
    for (const account of namespace.accounts) {
      if (!isAccountId(account) || namespaceOf(account) !== owner) {
        return sdkError('UNSUPPORTED_ACCOUNTS', `${account} is not a ${owner} account`)
      }
      if (isChainId(key) && chainOfAccount(account) !== key) {
        return sdkError('UNSUPPORTED_ACCOUNTS', `${account} is not on ${key}`)
      }
    }
    for (const chain of namespace.chains ?? []) {
      if (!isChainId(chain) || namespaceOf(chain) !== owner) return sdkError('UNSUPPORTED_CHAINS', chain)
    }
  }
  for (const [key, asked] of Object.entries(required)) {
    const granted = Object.entries(namespaces).filter(([grantedKey]) => namespaceOf(grantedKey) === namespaceOf(key))
    if (granted.length === 0) return sdkError('UNSUPPORTED_NAMESPACE_KEY', `${key} is required`)
    const chains = new Set(granted.flatMap(([grantedKey, namespace]) => sessionChains(grantedKey, namespace)))
    const accountChains = new Set(granted.flatMap(([, namespace]) => namespace.accounts.map(chainOfAccount)))
    const missingChain = proposalChains(key, asked).find((chain) => !chains.has(chain) || !accountChains.has(chain))
    if (missingChain) return sdkError('UNSUPPORTED_CHAINS', `${missingChain} is required`)
    const methods = new Set(granted.flatMap(([, namespace]) => namespace.methods))
    const missingMethod = asked.methods.find((method) => !methods.has(method))
    if (missingMethod) return sdkError('UNSUPPORTED_METHODS', `${missingMethod} is required`)
    const events = new Set(granted.flatMap(([, namespace]) => namespace.events))
    const missingEvent = asked.events.find((event) => !events.has(event))
    if (missingEvent) return sdkError('UNSUPPORTED_EVENTS', `${missingEvent} is required`)
  }
  return undefined
}

/** The session namespace entry that covers `chain` (by chain key first, then by namespace key). */
export function namespaceForChain(namespaces: SessionNamespaces, chain: string): SessionNamespace | undefined {
  const direct = namespaces[chain]
  if (direct) return direct
  const owner = namespaces[namespaceOf(chain)]
  return owner && sessionChains(namespaceOf(chain), owner).includes(chain) ? owner : undefined
}

/** Every chain a session covers, across its namespaces. */
export function chainsOfSession(namespaces: SessionNamespaces): string[] {
  return [...new Set(Object.entries(namespaces).flatMap(([key, namespace]) => sessionChains(key, namespace)))]
}

export interface WalletSupport {
  /** Per namespace: the chains, methods and events the wallet offers, and its accounts (CAIP-10). */
  [namespace: string]: { chains: string[]; methods: string[]; events: string[]; accounts: string[] }
}

/**
 * The wallet's answer to a proposal: for every namespace asked for (required or optional) that it supports,
 * the asked chains it has, its accounts on them, and the asked methods and events it offers. Required
 * namespaces it cannot grant in full are an error; an optional one it lacks is left out.
 */
export function approveNamespaces(
  required: ProposalNamespaces,
  optional: ProposalNamespaces,
  support: WalletSupport,
): SessionNamespaces {
  const approved: SessionNamespaces = {}
  for (const [key, asked] of [...Object.entries(required), ...Object.entries(optional)]) {
    const owner = namespaceOf(key)
    const offered = support[owner]
    if (!offered) continue
    const chains = proposalChains(key, asked).filter((chain) => offered.chains.includes(chain))
    if (chains.length === 0) continue
    const entry = approved[owner] ?? { chains: [], accounts: [], methods: [], events: [] }
    approved[owner] = entry
    const add = (list: string[], items: string[]) => {
      for (const item of items) if (!list.includes(item)) list.push(item)
    }
    add(entry.chains ?? [], chains)
    add(
      entry.accounts,
      offered.accounts.filter((account) => chains.includes(chainOfAccount(account))),
    )
    add(
      entry.methods,
      asked.methods.filter((method) => offered.methods.includes(method)),
    )
    add(
      entry.events,
      asked.events.filter((event) => offered.events.includes(event)),
    )
  }
  const problem = checkSessionNamespaces(approved, required)
  if (problem) throw Object.assign(new Error(problem.message), problem)
  return approved
}
