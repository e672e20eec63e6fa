import type { TokenBalance } from '../api/apiTypes.ts'
import { FoyerError, toFoyerError } from '../errors/errors.ts'
import { tokenContractAddress } from '../rules/sendValidation.ts'
import { formatUnits } from '../units/units.ts'
import type { ApiFlowContext } from './apiContext.ts'
import { bumpSendFormVersion, sendFormVersion } from './sendFormVersion.ts'

// SPEC §7: a visitor can send a token the list lacks by pasting its contract address into Send. The token is read
// from the chain through the network's multicall contract (the adapter's readToken), never trusted from the page.

/**
 * Chooses the token at `input` for the send: one of the account's listed tokens as it is, else the contract read
 * through the adapter (name, symbol, decimals and the sender's balance). Errors land in the send store: 'Invalid
 * address' for what is no address of the chain, 'This address is not a token contract' for what answers no ERC-20
 * reads, 'Unsupported chain' where the chain cannot read tokens.
 */
export async function setTokenAddress(context: ApiFlowContext, input: string): Promise<void> {
  const { send } = context
  const version = bumpSendFormVersion(context)
  const isCurrent = () => sendFormVersion(context) === version
  const trimmed = input.trim()
  if (!trimmed) return
  send.update({ loading: true, error: undefined })
  try {
    const token = await tokenAt(context, trimmed)
    if (isCurrent()) send.update({ token, loading: false })
  } catch (error) {
    if (isCurrent()) send.update({ loading: false, error: toFoyerError(error) })
  }
}

/** The token at `input` for the sender on the active network: a listed one as listed, else read from the chain. */
export async function tokenAt(context: ApiFlowContext, input: string): Promise<TokenBalance> {
  const network = context.chains.activeNetwork()
  const account = context.accounts.get(network.chainNamespace)
  const adapter = context.adapters.get(network.chainNamespace)
  if (account.status !== 'connected' || !account.address || !adapter) throw new FoyerError('NO_ACTIVE_CHAIN')
  const { chain } = adapter
  if (!chain.isAddress(input)) throw new FoyerError('INVALID_ADDRESS')
  const address = chain.normalizeAddress(input)
  const listed = account.tokenBalance?.find((token) => {
    const contract = tokenContractAddress(token)
    return contract !== undefined && chain.isAddress(contract) && chain.normalizeAddress(contract) === address
  })
  if (listed) return listed
  if (!adapter.readToken) throw new FoyerError('UNSUPPORTED_CHAIN')
  const read = await adapter.readToken({ address, owner: account.address, network })
  return {
    name: read.name,
    symbol: read.symbol,
    chainId: network.caipNetworkId,
    address: `${network.caipNetworkId}:${address}`,
    // The API prices listed tokens only: a pasted one has no price, so no value is shown for it.
    price: null,
    value: null,
    quantity: { decimals: read.decimals, numeric: formatUnits(read.balance, read.decimals) },
  }
}
