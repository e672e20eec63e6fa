// The frame supplies this for the active chain (through the API's RPC proxy); signers only read and send through it.
export interface JsonRpc {
  request(method: string, params: readonly unknown[]): Promise<unknown>
}
