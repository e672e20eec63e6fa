import { useMemo } from 'react'
import { Button } from '../../components/Button.tsx'
import { ErrorState } from '../../components/ErrorState.tsx'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { useFoyerNetwork } from '../../hooks/useFoyerNetwork.ts'
import { formatList } from '../../i18n/intlFormats.ts'
import { LABELS } from '../../i18n/labels.ts'
import { formatOnrampLabel, ONRAMP_LABELS } from './onrampLabels.ts'

/** OnRamp on a chain whose adapter does not offer it (SPEC §1: EVM and Solana only): where it is, and the way there. */
export function OnRampUnsupported() {
  const client = useFoyerClient()
  const { networks } = useFoyerNetwork()
  const chains = useMemo(() => {
    const labels = new Set<string>()
    for (const network of networks) {
      const chain = client.describeChain(network.chainNamespace)
      if (chain?.api.onramp) labels.add(chain.label)
    }
    return formatList([...labels])
  }, [client, networks])
  return (
    <ErrorState title={ONRAMP_LABELS.unsupportedTitle} message={formatOnrampLabel('unsupported', { chains })}>
      {chains && <Button onClick={() => client.push('Networks')}>{LABELS.switchNetwork}</Button>}
      <Button variant="secondary" onClick={() => client.goBack()}>
        {LABELS.back}
      </Button>
    </ErrorState>
  )
}
