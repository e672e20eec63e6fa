// Browser-safe: imported as `@foyer/devnet/solana/accounts` by the test wallet and the demo; no node imports.

/** One funded account of the Solana devnet; the key is public, never for real funds. */
export interface SolanaDevnetAccount {
  /** Base58 public key. */
  address: string
  /**
   * Base58 of the 64-byte keypair (32-byte seed, then the public key): the form Phantom, Solflare and the
   * `solana` CLI import, and what @solana/kit's `createKeyPairSignerFromBytes` takes after base58 decoding.
   */
  secretKey: string
}

/**
 * The ten accounts the EVM devnet's mnemonic (`DEVNET_MNEMONIC`, "test … junk") gives on Solana's path
 * m/44'/501'/i'/0' (SLIP-0010, as Phantom and Solflare derive): a developer who imports that mnemonic into a
 * Solana wallet sees these. Written out so the browser needs no derivation; accounts.test.ts checks them.
 * Each holds 10,000 SOL at start; 0..7 also hold fUSD-S and FOY-S, 8 and 9 hold no token accounts.
 */
export const SOLANA_DEVNET_ACCOUNTS: readonly SolanaDevnetAccount[] = [
  {
    address: 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96',
    secretKey: '4Cfc4TJ6dsWwLcw8aJ5uhx7UJKPR5VGXTu2iJr5bVRoTDsxzb6qfJrzR5HNhBcwGwsXqGeHzDR3eUWLr7MRnska8',
  },
  {
    address: 'AqynRZwvVqUPRwRJXvm6odUb3t93fDjnWe3p6BeuUFxD',
    secretKey: '2GE2EWZwKFkMpDFKaN6LYVggqLJTdwkreHLNbXBKbtfnCBqkbtNhM4cEymyi5HZD2dX6rmh2VzE4waW7pbUUgXF7',
  },
  {
    address: 'CqMbRgMuEhQi9BUS8xP44Wk5nENm48FqJnfjEi4eNb1k',
    secretKey: '3rSg4wp38McUCkhe511k98mKhsSYxCw4mrvytNLULVvsPDFmaxC4XSyAPT54Tx3QqJmBbXoPsdbVAYqynzZR1K2i',
  },
  {
    address: '9Tj3srBSxH7RFRCm8uharreY7ZBS49XSfpwCeYa7Xaqp',
    secretKey: '5uXAKT5i9KNt3LwCGAqUXYgtyhvGcUGm1CvPtPAyVy2geBftjuZ2mcV6oQQs7BMTNsNHS3hffaM1TJqsNEEQgAE6',
  },
  {
    address: '6gYw7q94fJdEwL8WkT1a6LHBdTMbix1aciALwEWPx3Wp',
    secretKey: '2FhULCkfNPpQsTeMebSdix4QhhcVgG4Fu7HYYB6pwkGEFar8FUacee4WmqtXFMyvx3GrKGYgXXBJX9Z6G5Dv1hBn',
  },
  {
    address: '7EeV8eiRuGoR8bFHCjdCRGQd1RM5sR2dAkdiTEtC9ko7',
    secretKey: 'hURca1bpFc3Grtne1KsotwTabDmtNdskVWE6wbVzJDNFkKkzDXFTFEU3CszYigWd42cq9TQ2a1mrtRPEb5TUsAd',
  },
  {
    address: 'F9fVg2LeE2RhM6CfNn888hbjqovZDEWY3vm2hEkvX3Nh',
    secretKey: '3yt2ZgpQRjz2pXrD3qez8xkuC9oA5gQ1KmJAVy79xYADgoS4F8XsavEWDqryukrdc7Z3Xk78sSFx5Svnd4hTJopm',
  },
  {
    address: '26roUwgM5T6bccX41hakjiW4fDiKFSao1RyoFsAxr6e6',
    secretKey: '29efn8AUKWNmmyQjWEZebh8CzA9663awdcmPfSVwRsHq5tQeQkCgFXgdLX821XGmQYnub65qR48hhWqkL59Ac4iN',
  },
  {
    address: '5mCGtMUD21HEvWJxKGKS6HEAH7ezzy12MWGs4bPgcJwV',
    secretKey: '4rYyAiSkKMKQ3PexSUkzdxTvuVHv33a49c8VVrWLB3xRSeAXFf8fiwvbNy5LEQ6wCpc6ZeBfnvroVv6fVsT9UcP5',
  },
  {
    address: '2yaW8VAMLhQiornz1BgcSWDUSH2jC2dmB8RWnTJi8Yab',
    secretKey: '5uYLMzbkZ7DCxH9gsSxi4UoMbA4YDw3vxwSgnAbDA8jvTY1YY9jGKJsx8dQTtc9yJstkeLVCAcTUZtALZyA4svvj',
  },
]

/** Lamports each devnet account starts with (10,000 SOL). */
export const SOLANA_DEVNET_LAMPORTS_EACH = 10_000n * 1_000_000_000n

export interface SolanaDevnetMint {
  /** Base58 address of the mint account; fixed, the same every run. */
  address: string
  symbol: string
  name: string
  decimals: number
  /** Base units each of the first `holders` accounts holds at start (in its associated token account). */
  amountEach: bigint
  /** How many of SOLANA_DEVNET_ACCOUNTS, from index 0, hold the token at start. */
  holders: number
}

/**
 * SPL Token (not Token-2022) mints, written into the genesis state at fixed addresses: the public keys of the
 * keypairs whose seeds are sha256("foyer-solana-devnet:mint:<symbol>") (accounts.test.ts derives them). Their
 * mint authority is account 0, so more can be minted with a real transaction; no freeze authority.
 */
export const SOLANA_DEVNET_USD: SolanaDevnetMint = {
  address: '2sxwyDJvuYJ6iNSxYZHGUNjAV7aSa6uRGXGCaWcMQzgu',
  symbol: 'fUSD-S',
  name: 'Foyer USD (Solana)',
  decimals: 6,
  amountEach: 10_000n * 10n ** 6n,
  holders: 8,
}
export const SOLANA_DEVNET_FOY: SolanaDevnetMint = {
  address: 'Hkeg6xV45zwvAYEcYoiNJW42Ymh37UKPGbvGe6Uyo8Wy',
  symbol: 'FOY-S',
  name: 'Foyer Token (Solana)',
  decimals: 9,
  amountEach: 1_000n * 10n ** 9n,
  holders: 8,
}

export const SOLANA_DEVNET_MINTS: readonly SolanaDevnetMint[] = [SOLANA_DEVNET_USD, SOLANA_DEVNET_FOY]

/** The mint authority of every devnet mint: account 0. */
export const SOLANA_DEVNET_MINT_AUTHORITY = SOLANA_DEVNET_ACCOUNTS[0]!.address

export { SOLANA_DEVNET_CAIP_ID, SOLANA_DEVNET_GENESIS_HASH } from './network.ts'

/** Port `npm start` serves the Solana devnet on (solana-test-validator's default RPC port). */
export const SOLANA_DEVNET_DEFAULT_PORT = 8899
