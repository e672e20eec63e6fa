/** CAIP-2 chain ids and CAIP-10 accounts, as the sign protocol's namespaces use them. */
const NAMESPACE = /^[-a-z0-9]{3,8}$/
const CHAIN = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
const ACCOUNT = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/

export const isNamespace = (value: string) => NAMESPACE.test(value)
export const isChainId = (value: string) => CHAIN.test(value)
export const isAccountId = (value: string) => ACCOUNT.test(value)

/** `eip155:1` → `eip155`; `eip155` → `eip155`. */
export function namespaceOf(keyOrChain: string): string {
  return keyOrChain.split(':')[0] ?? ''
}

/** `eip155:1:0xabc` → `eip155:1`. */
export function chainOfAccount(account: string): string {
  return account.split(':').slice(0, 2).join(':')
}

/** `eip155:1:0xabc` → `0xabc`. */
export function addressOfAccount(account: string): string {
  return account.split(':').slice(2).join(':')
}
