import { ERROR_MESSAGES } from '@foyer/core'
import { useMemo } from 'react'
import { Button } from '../../components/Button.tsx'
import { ErrorState } from '../../components/ErrorState.tsx'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { useFoyerNetwork } from '../../hooks/useFoyerNetwork.ts'
import { formatList } from '../../i18n/intlFormats.ts'
import { formatLabel, LABELS } from '../../i18n/labels.ts'

/**
 * Send on a chain whose adapter cannot send (SPEC §5: EVM and Solana only): 'Unsupported chain', the chains the
 * dapp offers that can, and the way there.
 */
export function SendUnsupported() {
  const client = useFoyerClient()
  const { networks } = useFoyerNetwork()
  const chains = useMemo(() => {
    const labels = new Set<string>()
    for (const network of networks) {
      const chain = client.describeChain(network.chainNamespace)
      if (chain && client.canSend(network.chainNamespace)) labels.add(chain.label)
    }
    return formatList([...labels])
  }, [client, networks])
  return (
    <ErrorState
      title={ERROR_MESSAGES.UNSUPPORTED_CHAIN}
      message={chains ? formatLabel('sendOnlyOn', { chains }) : ERROR_MESSAGES.UNSUPPORTED_CHAIN}
    >
      {chains && <Button onClick={() => client.push('Networks')}>{LABELS.switchNetwork}</Button>}
      <Button variant="secondary" onClick={() => client.goBack()}>
        {LABELS.back}
      </Button>
    </ErrorState>
  )
}
