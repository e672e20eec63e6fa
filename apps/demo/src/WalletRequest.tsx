import { useState } from 'react'

export type WalletRequestState =
  | { status: 'idle' }
  | { status: 'waiting' }
  | { status: 'done'; result: string }
  | { status: 'failed'; message: string }

/** One request to the wallet at a time: waiting while it decides, then its answer or its refusal. */
export function useWalletRequest(): { state: WalletRequestState; run(request: () => Promise<string>): Promise<void> } {
  const [state, setState] = useState<WalletRequestState>({ status: 'idle' })
  async function run(request: () => Promise<string>) {
    setState({ status: 'waiting' })
    try {
      setState({ status: 'done', result: await request() })
    } catch (error) {
      setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) })
    }
  }
  return { state, run }
}

/** The wallet's answer under a card's button: the result to read, or why it failed. */
export function WalletRequestOutcome({ state, testId }: { state: WalletRequestState; testId: string }) {
  if (state.status === 'done') {
    return (
      <p className="demo-mono demo-wrap" data-testid={testId}>
        {state.result}
      </p>
    )
  }
  if (state.status === 'failed') {
    return (
      <p role="alert" className="demo-error">
        {state.message}
      </p>
    )
  }
  return null
}
