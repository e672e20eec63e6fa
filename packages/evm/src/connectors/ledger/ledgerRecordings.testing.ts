// Test data: APDU exchanges with real Ledger devices, copied as published, in hw-transport-mocker's RecordStore text.
//
// FRAME: floating/frame, test/main/signers/ledger/Ledger/eth.test.js at commit
// 0a5cca0220c1c37130ed40e50965548981f9c961 (Frame's developers recorded them from their own Ledger with
// createTransportRecorder, as the file says). One device throughout: its legacy account 0 (44'/60'/0'/0) is
// 0x46bdba9c90ea453426d0b8d4a7a8a99b8a9dade5, and every signature below recovers to the address our code derives
// from the same device's public keys, which is what ties the recordings together.
//
// Exchanges ending in a bare status word (5515, 6b0c, 6e00, 6d00, 6511) are not recordings: they are our own
// requests with the status words Ledger documents for a locked device and a closed app, which no public recording
// shows for these requests. The 6985 refusals are Frame's recordings.

/** getAddress of 44'/60'/0' with its chain code (P2 = 01): the legacy scheme's parent. */
export const LEGACY_PARENT = `
=> e00200010d038000002c8000003c80000000
<= 4104953d5604f014fc80e9dc6b53b2b21bac4a302aaa387edd03966feb9906f40f019a6ff8f0d28338d28edc3dd518414313e7a200281e98f371791da3814a02b3022846383432303066463835333344394266343739346445333130373465454339303733396635383332f2c0f99fea11ef57a110f8184b6139d7dc7f0a66091e6ad8cf02ebae74b6ce119000
`
/** Frame's test expects account 0 of the legacy scheme to be this. */
export const LEGACY_ACCOUNT_0 = '0x46BdbA9C90Ea453426d0B8d4A7A8A99b8A9dAdE5'

/** getAddress of 44'/60'/0'/0 with its chain code: the BIP-44 scheme's parent. */
export const BIP44_PARENT = `
=> e002000111048000002c8000003c8000000000000000
<= 4104859f899683f20dbf6140126aabadb61d3c14f6b4ab125a5f8017e3ed790ada06ccd136314c44f75869d35e769ef757aa98873277f452a15d5f379afda7501f372834364264624139433930456134353334323664304238643441374138413939623841396441644535507c01b73ae632f464ee3219fca2b0ed77c1e30610d4fa55a5d9a79b8a9e07e89000
`
/** Frame's test expects BIP-44 account 5 to be this. */
export const BIP44_ACCOUNT_5 = '0xe001dA2733A5Dc2ce5191DE0534282683f05F0b8'

/** signPersonalMessage('hello, Frame!') at 44'/60'/0'/0/2 (BIP-44 account 2). */
export const PERSONAL_SIGN_BIP44_2 = `
=> e008000026058000002c8000003c8000000000000000000000020000000d68656c6c6f2c204672616d6521
<= 1b5dfbee187e688cddacd854f3ed514c5a0a84ae972fe9ddeafb06436c92d7b1421ad9b725c7270d2c5b32ef824e0700ae354471a644d9cd06cb9f3422feba21319000
`

/** signTransaction at 44'/60'/0'/0 of a legacy EIP-155 transfer on chain 4, nonce 5, gas price 8 gwei. */
export const LEGACY_TX_CHAIN_4 = `
=> e00400003c048000002c8000003c8000000000000000ea058501dcd65000825208942f318c334780961fb129d2a6c30d0763d9a5c970865af3107a400080048080
<= 2b87cdd3a45082a1d86c4dab5a1944360a69543dba2acacea01f19133a7ddef11578365690e4bdcf1bb58242bb673d53f94d525bee4217b0f191048eaca8cade739000
`

const EIP1559_TX_CHAIN_4_REQUEST =
  '=> e004000040048000002c8000003c800000000000000002ed0406843b9aca00843b9aca0b825208942f318c334780961fb129d2a6c30d0763d9a5c970865af3107a400080c0'

/** signTransaction at 44'/60'/0'/0 of an EIP-1559 transfer on chain 4, nonce 6. */
export const EIP1559_TX_CHAIN_4 = `
${EIP1559_TX_CHAIN_4_REQUEST}
<= 01ebefc9f798b04e3952310d6b82c48fda245df9edef77507d06025cdc5af4efa1570784cbcf84a0f03cac7771fbfeee4f4759034baf42ca735065554afa600ee39000
`

/** The same request, refused on the device. */
export const EIP1559_TX_CHAIN_4_REFUSED = `
${EIP1559_TX_CHAIN_4_REQUEST}
<= 6985
`

/** Both transactions' recipient and value (Frame's legacyTx and eip1559Tx). */
export const TX_TO = '0x2f318c334780961fb129d2a6c30d0763d9a5c970'
export const TX_VALUE = '0x5af3107a4000'

const TYPED_DATA_REQUEST =
  '=> e00c000051048000002c8000003c80000000000000003173a9c41e96ee138ed70f662fc9412ce2542bd7135229c5ca739a62faff853beb4221181ff3f1a83ea7313993ca9218496e424604ba9492bb4052c03d5c3df8'

/** signEIP712HashedMessage at 44'/60'/0'/0 of MAIL_TYPED_DATA. */
export const TYPED_DATA_SIGNED = `
${TYPED_DATA_REQUEST}
<= 1bee800a5a7e4e1668a8ebab2a5bce4c96424e0f80b7ba08fc48e063393196e0851c0f9dab8909655368974e8aec6dba5c15772d575189e31b894fb7f8286c63b99000
`

/** The same request, refused on the device. */
export const TYPED_DATA_REFUSED = `
${TYPED_DATA_REQUEST}
<= 6985
`

/** EIP-712's own example, as Frame's test signs it. */
export const MAIL_TYPED_DATA = {
  domain: {
    chainId: 4,
    name: 'Ether Mail',
    verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
    version: '1',
  },
  message: {
    contents: 'Hello, Bob!',
    from: {
      name: 'Cow',
      wallets: ['0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826', '0xDeaDbeefdEAdbeefdEadbEEFdeadbeEFdEaDbeeF'],
    },
    to: [
      {
        name: 'Bob',
        wallets: [
          '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB',
          '0xB0BdaBea57B0BDABeA57b0bdABEA57b0BDabEa57',
          '0xB0B0b0b0b0b0B000000000000000000000000000',
        ],
      },
    ],
  },
  primaryType: 'Mail',
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    Group: [
      { name: 'name', type: 'string' },
      { name: 'members', type: 'Person[]' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'to', type: 'Person[]' },
      { name: 'contents', type: 'string' },
    ],
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallets', type: 'address[]' },
    ],
  },
} as const

/** Our request for the BIP-44 parent, answered with a bare status word (see the note at the top). */
export const bip44ParentAnswered = (statusWord: string) => `
=> e002000111048000002c8000003c8000000000000000
<= ${statusWord}
`
