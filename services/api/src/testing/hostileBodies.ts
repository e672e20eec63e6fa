import fc from 'fast-check'
import { anyText, base58Text, evmAddressLike, type HostileContext, hex, solanaAddressLike } from './hostileValues.ts'

// Bodies of the analytics, sign-in and email calls, near what each accepts.

export const analyticsEvent = fc.record(
  {
    eventId: fc.oneof({ weight: 4, arbitrary: fc.uuid() }, { weight: 1, arbitrary: anyText() }),
    url: fc.oneof({ weight: 4, arbitrary: fc.webUrl() }, { weight: 1, arbitrary: anyText() }),
    domain: fc.oneof({ weight: 4, arbitrary: fc.domain() }, { weight: 1, arbitrary: anyText() }),
    timestamp: fc.oneof(
      { weight: 4, arbitrary: fc.integer({ min: 0, max: 253402300799999 }) },
      { weight: 1, arbitrary: fc.integer({ min: -10, max: 8.64e15 }) },
      { weight: 1, arbitrary: fc.date({ noInvalidDate: true }).map((date) => date.toISOString()) },
      { weight: 1, arbitrary: fc.oneof(anyText(), fc.double()) },
    ),
    props: fc.oneof(
      {
        weight: 4,
        arbitrary: fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 4 }),
      },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    ),
  },
  { requiredKeys: ['eventId', 'url', 'domain', 'timestamp'] },
)

export const email = fc.oneof(
  fc
    .tuple(fc.stringMatching(/^[a-z0-9]{1,12}$/), fc.constantFrom('example.com', 'foyer.test'))
    .map(([user, host]) => `${user}@${host}`),
  anyText(60),
)

/** A sign-in body of one namespace: EVM (EIP-4361, hex signatures) or Solana (its CAIP-122 form, base58). */
const namespacedSessionBody = (context: HostileContext, solana: boolean) =>
  fc
    .record({
      account: solana ? solanaAddressLike(context) : evmAddressLike(context),
      network: solana ? fc.constantFrom(...context.solanaNetworks) : fc.constant(`eip155:${context.chainIds[0]}`),
      nonce: fc.oneof(fc.stringMatching(/^[A-Za-z0-9]{8,20}$/), anyText(20)),
      issuedAt: fc.oneof(
        fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
        anyText(40),
      ),
      expirationTime: fc.option(
        fc.oneof(
          fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
          anyText(40),
        ),
        { nil: undefined },
      ),
      signature: solana
        ? fc.oneof(
            base58Text(80, 92),
            hex(0, 200).map((digits) => `0x${digits}`),
            anyText(50),
          )
        : fc.oneof(
            hex(0, 200).map((digits) => `0x${digits}`),
            anyText(50),
          ),
      emailToken: fc.option(anyText(50), { nil: undefined }),
    })
    .map(({ account, network, nonce, issuedAt, expirationTime, signature, emailToken }) =>
      JSON.stringify({
        data: {
          accountAddress: account,
          chainId: network,
          domain: new URL(context.origin).host,
          uri: `${context.origin}/`,
          version: '1',
          nonce,
          issuedAt,
          ...(expirationTime === undefined ? {} : { expirationTime }),
        },
        message: `${new URL(context.origin).host} wants you to sign in with your ${solana ? 'Solana' : 'Ethereum'} account:\n${account}\n\nURI: ${context.origin}/\nVersion: 1\nChain ID: ${network.slice(network.indexOf(':') + 1)}\nNonce: ${nonce}\nIssued At: ${issuedAt}${expirationTime === undefined ? '' : `\nExpiration Time: ${expirationTime}`}`,
        signature,
        ...(emailToken === undefined ? {} : { emailToken }),
      }),
    )

export const sessionBody = (context: HostileContext) =>
  fc.oneof(namespacedSessionBody(context, false), namespacedSessionBody(context, true))

/** The native placeholder and the devnet's listed tokens, as the price call names them. */
export const PRICED_TOKENS = [
  '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  '0xaa974Ab02B651c3B5dcFAD67a88dc7D143A8f3EC',
  '0xe4089813ab65F698cA8251E9a74ac6EB0816995A',
]

/** SOL by the native mint and the Solana devnet's listed mints, as the price call names them. */
export const PRICED_SOLANA_TOKENS = [
  'So11111111111111111111111111111111111111112',
  '2sxwyDJvuYJ6iNSxYZHGUNjAV7aSa6uRGXGCaWcMQzgu',
  'Hkeg6xV45zwvAYEcYoiNJW42Ymh37UKPGbvGe6Uyo8Wy',
]
