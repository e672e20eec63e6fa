// The core API a dapp needs beside the components, so one import does.
export {
  type CaipNetworkId,
  type ChainAdapter,
  type Connector,
  defineNetwork,
  type FoyerClient,
  FoyerError,
  type FoyerEventMap,
  type FoyerOptions,
  formatBalance,
  type Network,
  type SiwxConfig,
  type SiwxSession,
  type SiwxStatus,
  type TokenBalance,
  UserRejectedError,
  type ViewName,
} from '@foyer/core'
export { AccountButton } from './buttons/AccountButton.tsx'
export { ConnectButton, type ConnectButtonProps } from './buttons/ConnectButton.tsx'
export { NetworkButton } from './buttons/NetworkButton.tsx'
export { type AccountButtonState, useAccountButton } from './buttons/useAccountButton.ts'
export { type ConnectButtonState, useConnectButton } from './buttons/useConnectButton.ts'
export { type NetworkButtonState, useNetworkButton } from './buttons/useNetworkButton.ts'
export { createFoyer } from './createFoyer.ts'
export { FoyerProvider, type FoyerProviderProps } from './FoyerProvider.tsx'
export { type UseAccountType, useAccountType } from './hooks/useAccountType.ts'
export type { ActionState, ActionStatus } from './hooks/useAction.ts'
export { CALLS_STATUS_POLL_MS, type UseCallsStatus, useCallsStatus } from './hooks/useCallsStatus.ts'
export { type UseCapabilities, useCapabilities } from './hooks/useCapabilities.ts'
export { useConnections, type WalletConnection } from './hooks/useConnections.ts'
export { type UseDisconnect, useDisconnect } from './hooks/useDisconnect.ts'
export { type UseFoyer, useFoyer } from './hooks/useFoyer.ts'
export { type UseFoyerAccount, useFoyerAccount } from './hooks/useFoyerAccount.ts'
export { type ActivityGroup, type UseFoyerActivity, useFoyerActivity } from './hooks/useFoyerActivity.ts'
export { type UseFoyerBalance, useFoyerBalance } from './hooks/useFoyerBalance.ts'
export { useFoyerClient } from './hooks/useFoyerClient.ts'
export { useFoyerEvents } from './hooks/useFoyerEvents.ts'
export { type UseFoyerNetwork, useFoyerNetwork } from './hooks/useFoyerNetwork.ts'
export { useFoyerProvider } from './hooks/useFoyerProvider.ts'
export { type UseFoyerSIWX, useFoyerSIWX } from './hooks/useFoyerSIWX.ts'
export { type SendCallsParams, type UseSendCalls, useSendCalls } from './hooks/useSendCalls.ts'
export { type SendTransferParams, type UseSendTransfer, useSendTransfer } from './hooks/useSendTransfer.ts'
export { type UseSetPreferredAccountType, useSetPreferredAccountType } from './hooks/useSetPreferredAccountType.ts'
export { type UseSignMessage, useSignMessage } from './hooks/useSignMessage.ts'
export { type ReadableStore, useStoreValue } from './hooks/useStoreValue.ts'
export { type UseSwitchConnection, useSwitchConnection } from './hooks/useSwitchConnection.ts'
export { useWalletInfo, type WalletInfo } from './hooks/useWalletInfo.ts'
export { formatLabel, LABELS, type LabelKey } from './i18n/labels.ts'
export { preloadModal } from './modal/loadModal.ts'
