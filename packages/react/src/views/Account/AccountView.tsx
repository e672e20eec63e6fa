import { ACCOUNT_TABS, formatAddress } from '@foyer/core'
import { lazy, Suspense } from 'react'
import { Button } from '../../components/Button.tsx'
import { CopyButton } from '../../components/CopyButton.tsx'
import { ArrowDownLeftIcon } from '../../components/icons/ArrowDownLeftIcon.tsx'
import { ArrowUpRightIcon } from '../../components/icons/ArrowUpRightIcon.tsx'
import { ChevronRightIcon } from '../../components/icons/ChevronRightIcon.tsx'
import { DisconnectIcon } from '../../components/icons/DisconnectIcon.tsx'
import { PlusIcon } from '../../components/icons/PlusIcon.tsx'
import { SwapIcon } from '../../components/icons/SwapIcon.tsx'
import { ProfileAvatar } from '../../components/ProfileAvatar.tsx'
import { ProgressState } from '../../components/ProgressState.tsx'
import { Spinner } from '../../components/Spinner.tsx'
import { WalletIcon } from '../../components/WalletIcon.tsx'
import { useActiveAccount } from '../../hooks/useActiveAccount.ts'
import { useChain } from '../../hooks/useChain.ts'
import { useFeatures } from '../../hooks/useFeatures.ts'
import { useFoyerBalance } from '../../hooks/useFoyerBalance.ts'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { useFoyerNetwork } from '../../hooks/useFoyerNetwork.ts'
import { useNetworkImage } from '../../hooks/useNetworkImage.ts'
import { LABELS } from '../../i18n/labels.ts'
import { formatAmount } from '../../i18n/localeState.ts'
import { AccountNameRow } from './AccountNameRow.tsx'
import { AccountTabs } from './AccountTabs.tsx'
import { AccountTypeRow, AccountTypeTag } from './AccountTypeRow.tsx'
import { ExplorerRow } from './ExplorerRow.tsx'
import { SocialUserRow } from './SocialUserRow.tsx'
import { TokenList } from './TokenList.tsx'
import { UpdateEmailRow } from './UpdateEmailRow.tsx'
import { WalletsRow } from './WalletsRow.tsx'
import { enabledWalletFeatures, offeredOnChain } from './walletFeatures.ts'

// Activity is its own chunk: most visits to Account never open the tab.
const ActivityList = lazy(() => import('../Activity/ActivityList.tsx').then((m) => ({ default: m.ActivityList })))

const TABS = [
  { id: 'tokens', label: LABELS.tokens },
  { id: 'activity', label: LABELS.activity },
] as const

const tabIndex = (id: string) => Math.max(0, (ACCOUNT_TABS as readonly string[]).indexOf(id))

const FEATURE_VIEWS = { onramp: 'OnRamp', swaps: 'Swap', receive: 'WalletReceive', send: 'WalletSend' } as const
const FEATURE_ICONS = {
  onramp: <PlusIcon />,
  swaps: <SwapIcon />,
  receive: <ArrowDownLeftIcon />,
  send: <ArrowUpRightIcon />,
}

export function AccountView() {
  const imageOf = useNetworkImage()
  const client = useFoyerClient()
  const chain = useChain()
  const addressPrefix = chain?.addressPrefix
  const account = useActiveAccount()
  const { formatted, loading } = useFoyerBalance()
  const { network, isUnsupported } = useFoyerNetwork()
  const tab = ACCOUNT_TABS[account?.currentTab ?? 0] ?? 'tokens'
  // On-ramp shows where the chain offers it, Swap where its adapter can send the transaction the swap API builds.
  const features = offeredOnChain(enabledWalletFeatures(useFeatures()), chain?.api).filter(
    (feature) => feature !== 'swaps' || client.canSwap(),
  )
  const address = account?.status === 'connected' ? account.address : undefined

  if (!address) {
    return (
      <div className="foyer-view foyer-state">
        <p className="foyer-state__hint">{LABELS.notConnected}</p>
        <Button onClick={() => client.replace('Connect')}>{LABELS.connectWallet}</Button>
      </div>
    )
  }

  // SPEC §8: a failed fetch (retry blocked for 30 s) shows 'Token Balance Unavailable'.
  const balanceFailed = formatted === undefined && account?.lastRetry !== undefined
  const name = account?.profileName
  return (
    <div className="foyer-view foyer-account">
      <ProfileAvatar address={address} imageUrl={account?.profileImage} />
      <div className="foyer-account__identity">
        {name && (
          <p className="foyer-account__name" data-testid="foyer-account-name">
            {name}
          </p>
        )}
        <div className={`foyer-account__address${name ? ' foyer-account__address--secondary' : ''}`}>
          <span title={address} data-testid="foyer-account-address">
            {formatAddress(address, addressPrefix)}
          </span>
          <CopyButton value={address} />
          <AccountTypeTag />
        </div>
      </div>
      <p className="foyer-account__balance" aria-live="polite" aria-busy={loading} data-testid="foyer-native-balance">
        {loading && formatted === undefined ? (
          <>
            <Spinner size="small" />
            <span className="foyer-visually-hidden">{LABELS.loading}</span>
          </>
        ) : balanceFailed ? (
          <span className="foyer-account__balance-unavailable">{LABELS.balanceUnavailable}</span>
        ) : (
          formatted && formatAmount(account?.balance, account?.balanceSymbol)
        )}
      </p>
      {features.length > 0 && (
        <ul className="foyer-features" aria-label={LABELS.walletFeatures}>
          {features.map((feature) => (
            <li key={feature}>
              <button type="button" className="foyer-feature" onClick={() => client.push(FEATURE_VIEWS[feature])}>
                <span className="foyer-feature__icon">{FEATURE_ICONS[feature]}</span>
                {LABELS[feature]}
              </button>
            </li>
          ))}
        </ul>
      )}
      <ul className="foyer-list" aria-label={LABELS.account}>
        <WalletsRow />
        <AccountNameRow name={name} />
        <li>
          <button type="button" className="foyer-wallet-row" onClick={() => client.push('Networks')}>
            <WalletIcon name={network?.name ?? '?'} imageUrl={imageOf(network)} size="small" />
            <span className="foyer-wallet-row__name">
              <span className="foyer-wallet-row__label">{LABELS.network}</span>
              {isUnsupported ? LABELS.wrongNetwork : network?.name}
            </span>
            <ChevronRightIcon />
          </button>
        </li>
        <ExplorerRow chain={chain} network={network} address={address} />
        <SocialUserRow account={account} />
        <UpdateEmailRow connectorId={account?.connectorId} />
        <AccountTypeRow connectorId={account?.connectorId} />
      </ul>
      {/* SPEC §9: activity where the chain's adapter says the API serves it (EVM only). */}
      {chain?.api.activity ? (
        <AccountTabs tabs={TABS} selected={tab} onSelect={(id) => client.setAccountTab(tabIndex(id))}>
          {tab === 'tokens' ? (
            <TokenList />
          ) : (
            <Suspense fallback={<ProgressState status={LABELS.loadingActivity} />}>
              <ActivityList />
            </Suspense>
          )}
        </AccountTabs>
      ) : (
        <TokenList />
      )}
      <ul className="foyer-list">
        <li>
          <button
            type="button"
            className="foyer-wallet-row foyer-wallet-row--danger"
            onClick={() => client.disconnect()}
          >
            <span className="foyer-wallet-icon foyer-wallet-icon--small foyer-wallet-icon--glyph">
              <DisconnectIcon />
            </span>
            <span className="foyer-wallet-row__name">{LABELS.disconnect}</span>
          </button>
        </li>
      </ul>
    </div>
  )
}
