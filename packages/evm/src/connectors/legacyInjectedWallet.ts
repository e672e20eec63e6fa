/** An extension known by the window property it injects itself under when it does not announce itself. */
export interface LegacyInjectedWallet {
  windowKey: string
  /** Its EIP-6963 rdns, also the connector's id, so a connection made either way is the same one. */
  rdns: string
  name: string
  imageUrl: string
}
