import { ONRAMP_NAMESPACES, type OnrampUrlRequest } from '@foyer/protocol'
import { accountAddressSchema } from '../chain/accountAddress.ts'
import { isSolanaAddress } from '../chain/solanaAddress.ts'
import { ApiError } from '../http/apiError.ts'

type OnrampNamespace = (typeof ONRAMP_NAMESPACES)[number]

const isOnrampNamespace = (namespace: string): namespace is OnrampNamespace =>
  (ONRAMP_NAMESPACES as readonly string[]).includes(namespace)

const ADDRESS_RULES: Record<OnrampNamespace, { valid(address: string): boolean; message: string }> = {
  eip155: {
    valid: (address) => accountAddressSchema.safeParse(address).success,
    message: 'is not an EVM address (40 hex characters after 0x, checksummed or in one case)',
  },
  solana: { valid: isSolanaAddress, message: 'is not a Solana address (32 to 44 base58 characters)' },
}

function refuse(message: string, path: (string | number)[]): never {
  throw new ApiError(400, 'INVALID_REQUEST', message, [{ path, message }])
}

/**
 * SPEC §1, §5: on-ramp sends to EVM and Solana only, and each destination address must be an address of every
 * network it names; the default network must be one of them. Refusals are 400s that say which field is wrong.
 */
export function checkDestinations(request: OnrampUrlRequest): void {
  const named = new Set<string>()
  for (const [index, wallet] of request.destinationWallets.entries()) {
    for (const network of wallet.blockchains) {
      const namespace = network.split(':')[0] ?? ''
      if (!isOnrampNamespace(namespace)) {
        refuse(`On-ramp is offered on EVM and Solana networks only, not ${network}`, [
          'destinationWallets',
          index,
          'blockchains',
        ])
      }
      const rule = ADDRESS_RULES[namespace]
      if (!rule.valid(wallet.address)) {
        refuse(`The address ${wallet.address.slice(0, 64)} ${rule.message} on ${network}`, [
          'destinationWallets',
          index,
          'address',
        ])
      }
      named.add(network)
    }
  }
  if (!named.has(request.defaultNetwork)) {
    refuse(`The default network ${request.defaultNetwork} is not among the destination wallets' networks`, [
      'defaultNetwork',
    ])
  }
}
