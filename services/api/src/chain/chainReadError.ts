import type { UpstreamAnswer } from '../rpc/forwardJsonRpc.ts'

/** Why a balance read of a Bitcoin or Polkadot network has no answer: the upstream failed, or the server is full. */
export class ChainReadError extends Error {
  override readonly name = 'ChainReadError'

  constructor(
    readonly kind: 'unavailable' | 'busy',
    message: string,
  ) {
    super(message)
  }
}

/** The text of an upstream answer, or the ChainReadError it stands for. */
export function answerText(answer: UpstreamAnswer, maxBytes: number): string {
  if (answer.ok) return answer.text
  if (answer.kind === 'unavailable') throw new ChainReadError('unavailable', answer.reason)
  if (answer.kind === 'busy') throw new ChainReadError('busy', 'no room for the answer')
  throw new ChainReadError('unavailable', `the answer is over ${maxBytes} bytes`)
}
