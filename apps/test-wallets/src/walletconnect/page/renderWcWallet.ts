import type { WcWalletMode, WcWalletState } from '../wcWalletTypes.ts'

export interface WcWalletPageActions {
  pair(uri: string): void
  setMode(mode: WcWalletMode): void
  decide(id: number, decision: 'approve' | 'reject'): void
  disconnect(): void
}

const MODES: [WcWalletMode, string][] = [
  ['ask', 'Ask me'],
  ['approve', 'Approve everything'],
  ['reject', 'Reject everything'],
]

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props)
  node.append(...children)
  return node
}

function decisionButtons(id: number, actions: WcWalletPageActions): HTMLElement {
  return element(
    'span',
    { className: 'wc-actions' },
    element('button', { type: 'button', textContent: 'Approve', onclick: () => actions.decide(id, 'approve') }),
    element('button', { type: 'button', textContent: 'Reject', onclick: () => actions.decide(id, 'reject') }),
  )
}

/** The namespaces a session's accounts are on, as the page names them: "eip155, solana". */
const sessionNamespaces = (accounts: readonly string[]): string =>
  [...new Set(accounts.map((account) => account.split(':')[0]))].join(', ')

/** The lists that change: proposals, requests and sessions. Text only (textContent), never HTML. */
export function renderWcWalletState(root: HTMLElement, state: WcWalletState, actions: WcWalletPageActions): void {
  const proposals = state.proposals.map((proposal) =>
    element(
      'li',
      {},
      `${proposal.dappName} (${proposal.dappUrl}) asks to connect on ${proposal.chains.join(', ')} `,
      decisionButtons(proposal.id, actions),
    ),
  )
  const requests = [...state.requests]
    .reverse()
    .map((request) =>
      element(
        'li',
        {},
        `${request.method} on ${request.chainId}: ${request.outcome}${request.error ? ` (${request.error.message})` : ''} `,
        ...(request.outcome === 'pending' && state.mode === 'ask' ? [decisionButtons(request.id, actions)] : []),
      ),
    )
  const sessions = state.sessions.map((session) =>
    element('li', {}, `${session.dappName} — ${session.dappUrl} (${sessionNamespaces(session.accounts)})`),
  )
  root.replaceChildren(
    element('h2', { textContent: 'Connection requests' }),
    proposals.length
      ? element('ul', { ariaLabel: 'Connection requests' }, ...proposals)
      : element('p', { textContent: 'None.' }),
    element('h2', { textContent: 'Sessions' }),
    sessions.length
      ? element('ul', { ariaLabel: 'Sessions' }, ...sessions)
      : element('p', { textContent: 'No dapp is connected.' }),
    ...(sessions.length
      ? [element('button', { type: 'button', textContent: 'Disconnect all', onclick: () => actions.disconnect() })]
      : []),
    element('h2', { textContent: 'Requests' }),
    requests.length
      ? element('ul', { ariaLabel: 'Requests' }, ...requests)
      : element('p', { textContent: 'None yet.' }),
  )
}

/** The parts that stay: heading, accounts (EVM, then Solana), the URI form and the mode. */
export function renderWcWalletShell(
  root: HTMLElement,
  addresses: readonly string[],
  mode: WcWalletMode,
  actions: WcWalletPageActions,
): { live: HTMLElement; status: HTMLElement } {
  const input = element('input', {
    id: 'wc-uri',
    type: 'text',
    placeholder: 'wc:…',
    autocomplete: 'off',
    required: true,
  })
  const form = element(
    'form',
    {
      onsubmit: (event: SubmitEvent) => {
        event.preventDefault()
        actions.pair(input.value.trim())
        input.value = ''
      },
    },
    element('label', { htmlFor: 'wc-uri', textContent: 'WalletConnect URI (use "Copy link" in the dapp)' }),
    input,
    element('button', { type: 'submit', textContent: 'Pair' }),
  )
  const select = element('select', { id: 'wc-mode', onchange: () => actions.setMode(select.value as WcWalletMode) })
  for (const [value, label] of MODES)
    select.append(element('option', { value, textContent: label, selected: value === mode }))
  const status = element('p', { role: 'status' })
  const live = element('section')
  root.replaceChildren(
    element('h1', { textContent: 'Foyer Test Wallet' }),
    element('p', {
      textContent: `A WalletConnect wallet on the local devnets. ${addresses.length > 1 ? 'Accounts' : 'Account'} ${addresses.join(', ')}`,
    }),
    form,
    element('p', {}, element('label', { htmlFor: 'wc-mode', textContent: 'When a dapp asks: ' }), select),
    status,
    live,
  )
  return { live, status }
}
