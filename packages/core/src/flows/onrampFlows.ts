import { FoyerError, toFoyerError } from '../errors/errors.ts'
import { isOnrampOptions, isOnrampQuote, isOnrampUrl } from '../onramp/onrampGuards.ts'
import {
  amountProblem,
  balanceRise,
  defaultPurchaseChoice,
  paymentLimit,
  purchaseChoices,
} from '../onramp/onrampRules.ts'
import type { OnrampActions, OnrampOrder, OnrampPurchaseChoice } from '../onramp/onrampTypes.ts'
import { openOnrampWindow } from '../onramp/onrampWindow.ts'
import type { ChainNamespace } from '../types/network.ts'
import { refreshBalance } from './balance.ts'
import type { OnrampDeps } from './onrampDeps.ts'

/** The quote waits this long after the last keystroke. */
export const ONRAMP_QUOTE_DEBOUNCE_MS = 400
/** How often the balance is read while waiting for the funds: often enough to feel live, rare enough for the RPC. */
export const ONRAMP_POLL_MS = 3_000
/** SPEC §9: the popup is checked every 1 s. */
export const ONRAMP_POPUP_CHECK_MS = 1_000
/** A provider's payment can take minutes; past this the wait ends with a way forward. */
export const ONRAMP_TIMEOUT_MS = 15 * 60_000

interface Running {
  quoteVersion: number
  quoteTimer?: ReturnType<typeof setTimeout>
  stopWatch?: () => void
}
const running = new WeakMap<OnrampDeps['onramp'], Running>()
const runningOf = (deps: OnrampDeps): Running => {
  let state = running.get(deps.onramp)
  if (!state) {
    state = { quoteVersion: 0 }
    running.set(deps.onramp, state)
  }
  return state
}

async function apiOf(deps: OnrampDeps) {
  await deps.apiFlows()
  const { api } = deps.context
  if (!api) throw new FoyerError('API_UNREACHABLE')
  return api
}

/** The active namespace, its network and account, and whether its chain offers on-ramp (SPEC §1: EVM, Solana). */
function activeTarget(deps: OnrampDeps) {
  const { context } = deps
  const namespace: ChainNamespace = context.chains.store.getState().activeNamespace
  const network = context.chains.networkOf(namespace)
  const account = context.accounts.get(namespace)
  const offered = context.adapters.get(namespace)?.chain.api.onramp === true
  return { namespace, network, account, offered }
}

function currentChoice(deps: OnrampDeps): OnrampPurchaseChoice | undefined {
  const { network } = activeTarget(deps)
  const state = deps.onramp.get()
  return defaultPurchaseChoice(purchaseChoices(state.options, network.caipNetworkId), state.purchaseCurrency)
}

/** Loads the options once per page; the form opens on the network's own currency. */
export async function loadOnrampOptions(deps: OnrampDeps): Promise<void> {
  const { optionsStatus } = deps.onramp.get()
  if (optionsStatus === 'ready' || optionsStatus === 'loading') return
  deps.onramp.update({ optionsStatus: 'loading' })
  try {
    const options = await (await apiOf(deps)).get('/v1/onramp/options', isOnrampOptions)
    deps.onramp.update({ options, optionsStatus: 'ready' })
    requestQuote(deps)
  } catch {
    deps.onramp.update({ optionsStatus: 'failed' })
  }
}

/**
 * A quote for what the form says, ONRAMP_QUOTE_DEBOUNCE_MS after the last change; an answer to an older form is
 * dropped. Nothing is asked while the amount is empty or outside the limits (the view says why).
 */
export function requestQuote(deps: OnrampDeps): void {
  const state = runningOf(deps)
  const version = ++state.quoteVersion
  clearTimeout(state.quoteTimer)
  const form = deps.onramp.get()
  const choice = currentChoice(deps)
  const limit = paymentLimit(form.options, form.fiatCurrency, form.paymentMethod)
  if (!choice || amountProblem(form.fiatAmount, limit)) {
    deps.onramp.update({ quote: undefined, quoteStatus: 'idle', quoteError: undefined })
    return
  }
  deps.onramp.update({ quoteStatus: 'loading', quoteError: undefined })
  state.quoteTimer = setTimeout(async () => {
    const body = {
      purchaseCurrency: choice.currency.id,
      paymentCurrency: form.fiatCurrency,
      paymentMethod: form.paymentMethod,
      amount: form.fiatAmount.trim(),
      network: choice.network.chain_id,
    }
    try {
      const quote = await (await apiOf(deps)).send('POST', '/v1/onramp/quote', isOnrampQuote, { body })
      if (version === state.quoteVersion) deps.onramp.update({ quote, quoteStatus: 'ready' })
    } catch (error) {
      if (version === state.quoteVersion) {
        deps.onramp.update({ quote: undefined, quoteStatus: 'failed', quoteError: toFoyerError(error) })
      }
    }
  }, ONRAMP_QUOTE_DEBOUNCE_MS)
}

/** The holding the purchase raises, read fresh: the native balance, or the token's from the API's balances. */
async function readHolding(deps: OnrampDeps, namespace: ChainNamespace, choice: OnrampPurchaseChoice) {
  const { context } = deps
  const contract = choice.network.contract_address.toLowerCase()
  if (!contract) {
    await refreshBalance(context, { namespace, force: true })
    return context.accounts.get(namespace).balance
  }
  const flows = await deps.apiFlows()
  await flows?.refreshApiAfterTransaction(context)
  const token = context.accounts
    .get(namespace)
    .tokenBalance?.find(({ address }) => address?.toLowerCase().endsWith(contract))
  return token?.quantity.numeric ?? '0'
}

const updateOrder = (deps: OnrampDeps, patch: Partial<OnrampOrder>) => {
  const order = deps.onramp.get().order
  if (order) deps.onramp.update({ order: { ...order, ...patch } })
}

/**
 * Buy: the provider's page for the active account and network, in the popup opened within the click (or, when
 * blocked, a link the visitor opens in a new tab), then the wait for the funds on OnRampProgress.
 */
export async function buy(deps: OnrampDeps, popup: Window | null): Promise<void> {
  const { context, onramp } = deps
  const { namespace, network, account, offered } = activeTarget(deps)
  const form = onramp.get()
  const choice = currentChoice(deps)
  const problem = amountProblem(form.fiatAmount, paymentLimit(form.options, form.fiatCurrency, form.paymentMethod))
  if (!offered || !choice || problem || account.status !== 'connected' || !account.address) {
    popup?.close()
    return
  }
  stopWaiting(deps)
  const address = account.address
  onramp.update({
    order: {
      status: 'opening',
      popup: popup ? 'open' : 'blocked',
      symbol: choice.currency.symbol,
      ...(form.quote ? { expectedAmount: form.quote.purchaseAmount.value } : {}),
      startBalance: '0',
    },
  })
  context.router.push('OnRampProgress')
  try {
    const decimals = choice.network.contract_address ? undefined : network.nativeCurrency.decimals
    const startBalance = (await readHolding(deps, namespace, choice)) ?? '0'
    const { url } = await (await apiOf(deps)).send('POST', '/v1/generators/onrampurl', isOnrampUrl, {
      body: {
        destinationWallets: [{ address, blockchains: [choice.network.chain_id], assets: [choice.currency.id] }],
        defaultNetwork: choice.network.chain_id,
        defaultAsset: choice.currency.id,
        partnerUserId: address,
        defaultExperience: 'buy',
        presetFiatAmount: form.fiatAmount.trim(),
        fiatCurrency: form.fiatCurrency,
        paymentMethod: form.paymentMethod,
      },
    })
    updateOrder(deps, { url, startBalance, status: 'waiting' })
    if (popup && !popup.closed) {
      // The provider's page gets no handle on the dapp's window.
      popup.opener = null
      popup.location.href = url
    }
    watch(deps, { namespace, address, choice, startBalance, decimals, popup })
  } catch (error) {
    popup?.close()
    updateOrder(deps, { status: 'failed', error: toFoyerError(error) })
  }
}

interface WatchTarget {
  namespace: ChainNamespace
  address: string
  choice: OnrampPurchaseChoice
  startBalance: string
  /** The native currency's decimals; a token's come with its balance. */
  decimals: number | undefined
  popup: Window | null
}

/** Polls the holding until it rises above where it was, and watches the popup; ends at success or the timeout. */
function watch(deps: OnrampDeps, target: WatchTarget): void {
  const state = runningOf(deps)
  const started = Date.now()
  let stopped = false
  let popup = target.popup
  const timers: ReturnType<typeof setInterval>[] = []
  const stop = () => {
    stopped = true
    for (const timer of timers) clearInterval(timer)
    if (state.stopWatch === stop) state.stopWatch = undefined
  }
  state.stopWatch = stop
  const watchPopup = (next: Window | null) => {
    popup = next
  }
  watchers.set(deps.onramp, watchPopup)

  timers.push(
    setInterval(() => {
      if (popup?.closed && deps.onramp.get().order?.popup === 'open') updateOrder(deps, { popup: 'closed' })
    }, ONRAMP_POPUP_CHECK_MS),
  )
  let reading = false
  const poll = async () => {
    if (stopped || reading) return
    if (Date.now() - started > ONRAMP_TIMEOUT_MS) {
      stop()
      updateOrder(deps, { status: 'timeout' })
      return
    }
    const account = deps.context.accounts.get(target.namespace)
    if (account.address !== target.address) {
      stop()
      updateOrder(deps, { status: 'failed', error: new FoyerError('ONRAMP_ACCOUNT_CHANGED') })
      return
    }
    reading = true
    try {
      const now = await readHolding(deps, target.namespace, target.choice)
      if (stopped || now === undefined) return
      const decimals = target.decimals ?? Math.max(decimalsOf(now), decimalsOf(target.startBalance))
      const received = balanceRise(target.startBalance, now, decimals)
      if (received) {
        stop()
        // The provider's page stays: it shows the payment's outcome until the visitor closes it.
        updateOrder(deps, { status: 'success', received })
        const flows = await deps.apiFlows()
        await flows?.refreshApiAfterTransaction(deps.context)
      }
    } catch {
      // A failed read is tried again at the next tick.
    } finally {
      reading = false
    }
  }
  timers.push(setInterval(() => void poll(), ONRAMP_POLL_MS))
}

const decimalsOf = (text: string) => text.split('.')[1]?.length ?? 0
const watchers = new WeakMap<OnrampDeps['onramp'], (popup: Window | null) => void>()

/** The visitor reopened the order page (or the browser blocked that too: the link stays). */
export function reopened(deps: OnrampDeps, popup: Window | null): void {
  const url = deps.onramp.get().order?.url
  if (popup && url) {
    popup.opener = null
    popup.location.href = url
  }
  watchers.get(deps.onramp)?.(popup)
  updateOrder(deps, { popup: popup ? 'open' : 'blocked' })
}

/** Leaving OnRampProgress: polling and the popup watch stop; a quote on its way is dropped. */
export function stopWaiting(deps: OnrampDeps): void {
  const state = runningOf(deps)
  state.stopWatch?.()
  clearTimeout(state.quoteTimer)
}

/** The actions behind `client.onramp` (flows/onrampActions.ts forwards to them). */
export function onrampActions(deps: OnrampDeps): OnrampActions {
  const edit = (patch: Partial<ReturnType<OnrampDeps['onramp']['get']>>) => {
    deps.onramp.update(patch)
    requestQuote(deps)
  }
  return {
    loadOptions: () => loadOnrampOptions(deps),
    setAmount: (fiatAmount) => edit({ fiatAmount }),
    setFiatCurrency: (fiatCurrency) => edit({ fiatCurrency }),
    setPaymentMethod: (paymentMethod) => edit({ paymentMethod }),
    setPurchaseCurrency: (purchaseCurrency) => edit({ purchaseCurrency }),
    // Synchronously, within the click: browsers allow a popup only there.
    buy: () => buy(deps, openOnrampWindow()),
    reopen: () => reopened(deps, deps.onramp.get().order?.url ? openOnrampWindow() : null),
    stopWaiting: () => stopWaiting(deps),
    reset: () => {
      stopWaiting(deps)
      deps.onramp.reset()
    },
  }
}
