import type { EIP1193RequestArguments } from './devWalletTypes.ts'
import { EventEmitter } from './eventEmitter.ts'

/** What answers the provider's requests: the wallet behind it. */
export interface RequestHandler {
  handle(args: EIP1193RequestArguments): Promise<unknown>
}

/** The EIP-1193 provider a dapp talks to. It signs with local keys and sends to the current chain's node. */
export class DevWalletProvider extends EventEmitter {
  readonly isFoyerDevWallet = true
  readonly #wallet: RequestHandler

  constructor(wallet: RequestHandler) {
    super()
    this.#wallet = wallet
  }

  request(args: EIP1193RequestArguments): Promise<unknown> {
    return this.#wallet.handle(args)
  }

  isConnected(): boolean {
    return true
  }

  /** @internal the wallet's own way to raise events. */
  _emit(event: string, ...args: unknown[]): void {
    this.emit(event, ...args)
  }
}
