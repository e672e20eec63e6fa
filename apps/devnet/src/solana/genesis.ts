import {
  type Address,
  address,
  createKeyPairSignerFromPrivateKeyBytes,
  type KeyPairSigner,
  lamports,
  none,
  some,
} from '@solana/kit'
import {
  AccountState,
  findAssociatedTokenPda,
  getMintEncoder,
  getMintSize,
  getTokenEncoder,
  getTokenSize,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { EpochSchedule, LiteSVM } from 'litesvm'
import {
  SOLANA_DEVNET_ACCOUNTS,
  SOLANA_DEVNET_LAMPORTS_EACH,
  SOLANA_DEVNET_MINT_AUTHORITY,
  SOLANA_DEVNET_MINTS,
} from './accounts.ts'

/** Epochs of a fixed length from slot 0 (no warm-up), so epoch info is simple arithmetic. */
export const SLOTS_PER_EPOCH = 432_000n
/** The faucet `requestAirdrop` pays from, as solana-test-validator's faucet does: 1,000,000,000 SOL. */
const FAUCET_LAMPORTS = 1_000_000_000n * 1_000_000_000n
/** Transactions LiteSVM remembers to refuse duplicates; far more than a dev session lands. */
const HISTORY_CAPACITY = 1_000_000n

/**
 * A LiteSVM holding the devnet's fixed genesis state, as `solana-test-validator --account` would load it: the
 * funded accounts, the mints and the token accounts of their holders, the same bytes on every run.
 * Blockhashes are checked by the ledger (a window of recent ones, as on a validator), not by LiteSVM, which
 * accepts only its latest.
 */
export async function createGenesisSvm(): Promise<{ svm: LiteSVM; faucet: KeyPairSigner }> {
  const faucet = await faucetSigner()
  const svm = new LiteSVM().withBlockhashCheck(false).withTransactionHistory(HISTORY_CAPACITY)
  svm.setEpochSchedule(new EpochSchedule(SLOTS_PER_EPOCH, SLOTS_PER_EPOCH, false, 0n, 0n))

  const funded = [
    ...SOLANA_DEVNET_ACCOUNTS.map((account) => [address(account.address), SOLANA_DEVNET_LAMPORTS_EACH] as const),
    [faucet.address, FAUCET_LAMPORTS] as const,
  ]
  for (const [owner, balance] of funded) {
    svm.setAccount({
      address: owner,
      lamports: lamports(balance),
      programAddress: address('11111111111111111111111111111111'),
      executable: false,
      data: new Uint8Array(),
      space: 0n,
    })
  }

  for (const mint of SOLANA_DEVNET_MINTS) {
    const holders = SOLANA_DEVNET_ACCOUNTS.slice(0, mint.holders)
    writeProgramAccount(
      svm,
      address(mint.address),
      getMintEncoder().encode({
        mintAuthority: some(address(SOLANA_DEVNET_MINT_AUTHORITY)),
        supply: mint.amountEach * BigInt(holders.length),
        decimals: mint.decimals,
        isInitialized: true,
        freezeAuthority: none(),
      }),
      getMintSize(),
    )
    for (const holder of holders) {
      const [ata] = await findAssociatedTokenPda({
        owner: address(holder.address),
        mint: address(mint.address),
        tokenProgram: TOKEN_PROGRAM_ADDRESS,
      })
      writeProgramAccount(
        svm,
        ata,
        getTokenEncoder().encode({
          mint: address(mint.address),
          owner: address(holder.address),
          amount: mint.amountEach,
          delegate: none(),
          state: AccountState.Initialized,
          isNative: none(),
          delegatedAmount: 0n,
          closeAuthority: none(),
        }),
        getTokenSize(),
      )
    }
  }
  return { svm, faucet }
}

/** The faucet's key: the seed sha256("foyer-solana-devnet:faucet"), so its address is the same every run. */
async function faucetSigner(): Promise<KeyPairSigner> {
  const seed = await crypto.subtle.digest('SHA-256', new TextEncoder().encode('foyer-solana-devnet:faucet'))
  return createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(seed))
}

function writeProgramAccount(svm: LiteSVM, at: Address, data: ArrayLike<number>, size: number): void {
  svm.setAccount({
    address: at,
    lamports: lamports(svm.minimumBalanceForRentExemption(BigInt(size))),
    programAddress: TOKEN_PROGRAM_ADDRESS,
    executable: false,
    data: Uint8Array.from(data),
    space: BigInt(size),
  })
}
