import type { AccountChoice, AccountChoices, AccountChoicesStatus, Connector } from '@foyer/core'
import { useCallback, useRef, useState } from 'react'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { errorMessage } from '../errorMessage.ts'

/** How many accounts one page lists, as MetaMask and Rabby show a Ledger's. */
export const ACCOUNTS_PER_PAGE = 5

export interface AccountsPage {
  /** Absent: the wallet's default scheme. */
  scheme?: string
  offset: number
}

export interface PickAccount {
  /** Undefined until the visitor asks to read the wallet (its device picker needs their click). */
  status: AccountChoicesStatus | undefined
  /** The last page read, kept on screen (its scheme in the select) while the next one loads. */
  shown: AccountChoices | undefined
  page: AccountsPage
  /** The visitor picked an account and the wallet is being connected. */
  connecting: boolean
  /** An account was picked since the last page was read: a connection failure now is that account's. */
  picked: boolean
  read(page: AccountsPage): void
  pick(choice: AccountChoice): void
}

/** The account picker's state: reading pages of a wallet's accounts, then connecting the one picked. */
export function usePickAccount(connector: Connector): PickAccount {
  const client = useFoyerClient()
  const [status, setStatus] = useState<AccountChoicesStatus>()
  const [shown, setShown] = useState<AccountChoices>()
  const [page, setPage] = useState<AccountsPage>({ offset: 0 })
  const [connecting, setConnecting] = useState(false)
  const [picked, setPicked] = useState(false)
  // Only the last page asked for is shown: a slow answer for a page the visitor left is dropped.
  const latest = useRef(0)

  const read = useCallback(
    (next: AccountsPage) => {
      const ticket = ++latest.current
      setPage(next)
      setPicked(false)
      setStatus({ status: 'loading' })
      void client
        .readAccountChoices(connector.id, { ...next, count: ACCOUNTS_PER_PAGE, namespace: connector.chain })
        .then((answer) => {
          if (latest.current !== ticket) return
          setStatus(answer)
          if (answer.status === 'ready') setShown(answer.choices)
        })
    },
    [client, connector.id, connector.chain],
  )

  const pick = useCallback(
    (choice: AccountChoice) => {
      setConnecting(true)
      setPicked(true)
      client
        .connect(connector.id, { accountChoice: choice, namespace: connector.chain })
        .catch((error: unknown) => client.showToast(errorMessage(error), 'error'))
        .finally(() => setConnecting(false))
    },
    [client, connector.id, connector.chain],
  )

  return { status, shown, page, connecting, picked, read, pick }
}
