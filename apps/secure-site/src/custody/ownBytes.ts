// WebCrypto takes only bytes over a plain ArrayBuffer; the noble and scure libraries return Uint8Array over
// ArrayBufferLike. A copy satisfies both TypeScript and SharedArrayBuffer-refusing browsers.
export function ownBytes(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return new Uint8Array(bytes)
}
