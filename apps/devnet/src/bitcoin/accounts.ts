// Browser-safe: imported as `@foyer/devnet/bitcoin/accounts` by the test wallet and the demo; no node imports.

/** One funded account of the Bitcoin devnet; the key is public, never for real funds. */
export interface BitcoinDevnetAccount {
  /** 32-byte secp256k1 private key, hex. */
  privateKey: string
  /** 33-byte compressed public key, hex. */
  publicKey: string
  /** P2WPKH (BIP-84) regtest address of the key: `bcrt1q…`. */
  paymentAddress: string
  /** P2TR key-path (BIP-86 tweak of the same key, no script tree) regtest address: `bcrt1p…`. */
  ordinalsAddress: string
}

/**
 * The ten keys the EVM devnet's mnemonic (`DEVNET_MNEMONIC`, "test … junk") gives at BIP-84 testnet paths
 * m/84'/1'/0'/0/i (coin type 1 serves testnet, signet and regtest): a developer who imports that mnemonic into a
 * BIP-84 wallet set to regtest sees these payment addresses. The ordinals address is the BIP-86 output of the same
 * key (not m/86'), as Foyer's test wallet grants both purposes from one key. Written out so the browser needs no
 * derivation; accounts.test.ts derives them again. Each payment address holds BITCOIN_DEVNET_PAYMENT_SATS and each
 * ordinals address BITCOIN_DEVNET_ORDINALS_SATS at start, both confirmed and spendable.
 */
export const BITCOIN_DEVNET_ACCOUNTS: readonly BitcoinDevnetAccount[] = [
  {
    privateKey: 'b5c8b4acf7b66682afbc5eef20c3b12998ba3c14a97047c9187454377f1a7856',
    publicKey: '03f3d474c86c9be5b82e251cc3cc438d3cc361527b4b9799516c4bd513caf9e5f6',
    paymentAddress: 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw',
    ordinalsAddress: 'bcrt1pyl5zj379vk48fw22fx9r7h88v2rwksly972jnjuczkujkz48r6vs2cawcn',
  },
  {
    privateKey: '2ea9ba050147af0a7e5bc697b588ee630552766810398242f3c4b9ce25c3cfd7',
    publicKey: '034f1ed3cf19a0d6fbb1db423f5f61608a61d6c321a16dbc8400d76a45f80d7ff3',
    paymentAddress: 'bcrt1qlqj2pdsteppkcr8jkp9ms0wpvey89tna8v72sj',
    ordinalsAddress: 'bcrt1p59wmxjtp2j6xtfl6sspt8wuj3v089t24sccrn8eu3u2qdycnsj4qj5zcyn',
  },
  {
    privateKey: '1d100560fb83ffd36c8658032a7dd8f3971987fb35fbe6559c2835fe491b0074',
    publicKey: '028a76a4ddbfd85e75b9a3f478873824da290dbdd9507947d9e3bae7706c2380a7',
    paymentAddress: 'bcrt1qwqwxn0pae964jk3zu8zxr3lu2jyj0p7mk8hkdv',
    ordinalsAddress: 'bcrt1pzm3jq990kdvve062p0jwrpmzy0lvwv55a97h24apvts90l30kchsnqyex8',
  },
  {
    privateKey: '7b79a0ca0387b59e58b1aad16a8129da0d1d1a46ad335aa742e4fda77359fd82',
    publicKey: '0326a9e72bb8a3db326f2dca26beec97cd8c6db794fda150bf08ad2ad11816295b',
    paymentAddress: 'bcrt1q0rvyhr5465rrdfmavlj67u7ru5vr434c08qx4e',
    ordinalsAddress: 'bcrt1p2as6xlald6plzhvmm7vwrn7unp4gxmncgqshsqtygnxecf7v3saq03sw8e',
  },
  {
    privateKey: 'cc7f68aaa0d1e0ce193944e57015f5d25916a7623b8b3684e2d81a43a9430284',
    publicKey: '02861168378d487f42c159f49e060a1dada9f96f616e5f7fb0beb519d04baf1b3a',
    paymentAddress: 'bcrt1qvlwxpcmszwutam7ykvwc272r748a9zzszj8a4s',
    ordinalsAddress: 'bcrt1pyxuvggav5wp0g7hc4whzc5c3k8vkrtn24gz6em876g9vauf9e68slq0fds',
  },
  {
    privateKey: 'f59ce309d11b87d9415bb8ec6ae1f3b69dde6b09c246aa2889e1040838292030',
    publicKey: '02ca080b37ad2a9f4e3ce88b770a67f2db7e4e7f23bfe5fb52792911883d844fea',
    paymentAddress: 'bcrt1qar6hlpggnekgcmmwzadv9cxst3pkp7u08wrlxa',
    ordinalsAddress: 'bcrt1pmhmm6dxcg0vs7jc0ampqmv5wj3t8jfhfp3cets5udgfg0ed4uuusq3ek53',
  },
  {
    privateKey: 'd965ea21fcf38807b780ec060fa2a652d419e6fd8cb8da5f31753b6bd64ccc49',
    publicKey: '03d991c5af7d9bd4eff9882027ca23f6e034449ccb7196719c03b6091f9d2cc60b',
    paymentAddress: 'bcrt1qzellfqrpactah9matfnsp83phkr8wl68kzw4q0',
    ordinalsAddress: 'bcrt1prry0jh2xg36lkxu8zf9u7shjzf6e7ygkgfcx7uxvqwscmv38n82q8envzw',
  },
  {
    privateKey: '8ab5f32a5222d50bd8fbd07a7387510c8cc6e6c9478ace6afa12d0fdad6aa6ce',
    publicKey: '02eb26b3c309d1937726ce6174f9b3a660d4c8738366da4b85b1eaeefef946a4a6',
    paymentAddress: 'bcrt1q769sksczmj4w0zwzxm9mxv5934nepg5vjyjsxh',
    ordinalsAddress: 'bcrt1pc3yly8txu483danll00r3jrnshn54pfr0038t06rppt7hyljkzhsegg3te',
  },
  {
    privateKey: 'b436ab0e175f442923260e188dcb5abc6d088cb1e8b1179cca0c1d012d90ce5d',
    publicKey: '0374b3fbeef2ede78c92b972ead98a2b4873ef1b510ddec043b764d5192ffaaebd',
    paymentAddress: 'bcrt1qcvtlsjudzj0lpk47fhlu0zncaepl672xfx2th2',
    ordinalsAddress: 'bcrt1plua66vrdq98acpmn8mdg5ulztxgdvfcazemr87kry7u5v5cfm4nqm2s24u',
  },
  {
    privateKey: 'b137488cc17c485f6c3ed1dd79bec373bf30027517482e6080cc060a0657e856',
    publicKey: '03157933be315a16d13a473001a625333ff6d50ab2cafa3c96df8e7367aaa315a7',
    paymentAddress: 'bcrt1qkf7j3rkd7qd4j0kf23g6x0mmczaykvtwywskqn',
    ordinalsAddress: 'bcrt1pzrkqyfad6lecdshzdya693tqy2dxrymf7xwlretkaee2sryfjj9s2yzeku',
  },
]

/** Satoshis each payment address holds at start (1 BTC), in one confirmed output. */
export const BITCOIN_DEVNET_PAYMENT_SATS = 100_000_000n

/** Satoshis each ordinals address holds at start (0.001 BTC), in one confirmed output. */
export const BITCOIN_DEVNET_ORDINALS_SATS = 100_000n

/**
 * The key that mines the devnet's blocks when no address is given (m/84'/1'/0'/1/0 of the same mnemonic): it
 * holds the coinbase rewards and pays the accounts their start balances.
 */
export const BITCOIN_DEVNET_MINER: BitcoinDevnetAccount = {
  privateKey: '63f878a7954b91288a277a7c0dd8b9fe4fae1a86d0c7fb0a7d2b5032bce1acd9',
  publicKey: '03c11169521d2a21986c79560c602c16a08399fa5f219f191a57deac81af097a70',
  paymentAddress: 'bcrt1qm8rk345pvw2le97nxv9k43drkp5d80hrqay04u',
  ordinalsAddress: 'bcrt1phjalzjfrzgtm8cxtwrueq7jwgq2n53d5y9mjcj7szx97xwa920nqqnmx8j',
}
