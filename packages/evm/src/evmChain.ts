import { getAddress, isAddress } from 'viem'
import { describeEvmChain } from './describeEvmChain.ts'

const viemChecks = { isAddress, getAddress }

/** The eip155 chain with its address checks at hand, for code that needs them at once (the secure site). */
export const evmChain = describeEvmChain(() => viemChecks)
