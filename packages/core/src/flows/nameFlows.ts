import type { NameSuggestion } from '../controllers/namesController.ts'
import { FoyerError, toFoyerError } from '../errors/errors.ts'
import { isProfileAccount, type ProfileAccount } from '../rules/historyResponse.ts'
import { registrationFailure, registrationMessage } from '../rules/nameRegistration.ts'
import { nameLabelProblem } from '../validation/names.ts'
import { apiCaches } from './apiCaches.ts'
import type { ApiFlowContext } from './apiContext.ts'

// SPEC §4 name registration, loaded with RegisterAccountName's first use: suggestions and the signed registration.

const isSuggestion = (value: unknown): value is NameSuggestion =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as NameSuggestion).name === 'string' &&
  typeof (value as NameSuggestion).registered === 'boolean'

const isSuggestionsAnswer = (value: unknown): value is { suggestions: NameSuggestion[] } =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as { suggestions?: unknown }).suggestions) &&
  (value as { suggestions: unknown[] }).suggestions.every(isSuggestion)

/**
 * GET /v1/profile/suggestions/{label}?zone= into the form; `isCurrent` says whether the visitor still wants this
 * label's answer (a later keystroke drops it). A failure is 'Error fetching name suggestions' (SPEC §8).
 */
export async function loadNameSuggestions(
  context: ApiFlowContext,
  label: string,
  isCurrent: () => boolean,
): Promise<void> {
  const { api, names } = context
  if (!api) return
  const { zone } = names.store.getState()
  names.update({ suggestionsLoading: true, suggestionsError: undefined })
  try {
    const answer = await api.get(`/v1/profile/suggestions/${encodeURIComponent(label)}`, isSuggestionsAnswer, { zone })
    if (isCurrent()) names.update({ suggestions: answer.suggestions, suggestionsLoading: false })
  } catch (error) {
    if (!isCurrent()) return
    names.update({
      suggestions: [],
      suggestionsLoading: false,
      suggestionsError: new FoyerError('ERROR_FETCHING_NAME_SUGGESTIONS', undefined, { cause: error }),
    })
  }
}

/** The account that registers: the shown namespace's, connected on one of its own networks. */
function registrant(context: ApiFlowContext) {
  const namespace = context.chains.store.getState().activeNamespace
  const network = context.chains.networkOf(namespace)
  if (network.chainNamespace !== namespace) throw new FoyerError('NETWORK_NOT_FOUND')
  const { address, status } = context.accounts.get(namespace)
  const adapter = context.adapters.get(namespace)
  if (status !== 'connected' || !address || !adapter) throw new FoyerError('ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND')
  // The chain's description says under which coin type the name service keeps its addresses (SLIP-44 / ENSIP-11),
  // and, where it can, names the network the signature is made on (an L2-only smart account is checked there).
  const { nameCoinType, registrationCoinType } = adapter.chain
  if (nameCoinType === undefined || !adapter.chain.api.identity) throw new FoyerError('UNSUPPORTED_CHAIN')
  const coinType = registrationCoinType ? registrationCoinType(network) : Number(nameCoinType)
  return { namespace, address, adapter, coinType }
}

/**
 * SPEC §4: sign a message naming `label` in the zone, register it (POST /v1/profile/account), then the account
 * shows the name and RegisterAccountNameSuccess opens. On failure a toast says 'Error registering name {name}',
 * RegisterAccountName shows again with the reason in `stores.names.failure`; it resolves either way.
 */
export async function registerName(context: ApiFlowContext, label: string): Promise<void> {
  const { names } = context
  const name = `${label}.${names.store.getState().zone}`
  try {
    const { namespace, address, adapter, coinType } = registrant(context)
    if (nameLabelProblem(label)) throw new FoyerError('INVALID_NAME')
    const { api } = context
    if (!api) throw new FoyerError('API_UNREACHABLE')
    names.update({ status: 'signing', failure: undefined })
    const message = registrationMessage(name, Date.now())
    context.phone?.openForRequest(namespace)
    const signature = await adapter.signMessage({ message, address })
    names.update({ status: 'registering' })
    const profile: ProfileAccount = await api.send('POST', '/v1/profile/account', isProfileAccount, {
      body: { coin_type: coinType, address, message, signature },
    })
    // The account shows its name now, and Send resolves it without asking again (both cached 5 min).
    const caches = apiCaches(context)
    caches.names.set(profile.name.toLowerCase(), profile)
    const avatar = profile.attributes?.avatar ?? null
    caches.identity.set(address, { name: profile.name, avatar })
    context.accounts.update(namespace, { profileName: profile.name })
    names.update({ status: 'idle', registered: profile.name, label: '', suggestions: [], failure: undefined })
    context.router.replace('RegisterAccountNameSuccess')
  } catch (thrown) {
    const cause = toFoyerError(thrown)
    const error = new FoyerError('ERROR_REGISTERING_NAME', undefined, {
      cause,
      values: { name },
      ...(cause.detail ? { detail: cause.detail } : cause.code !== 'DEFAULT' ? { detail: cause.message } : {}),
    })
    context.logger.log(40, 'name registration failed', { name, error: cause })
    names.update({ status: 'idle', failure: { name, reason: registrationFailure(thrown), error } })
    context.toast.show({ code: 'ERROR_REGISTERING_NAME', values: { name } }, 'error')
    if (context.router.store.getState().view !== 'RegisterAccountName') context.router.replace('RegisterAccountName')
  }
}
