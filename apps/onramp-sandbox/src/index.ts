export { type OnrampSandbox, startOnrampSandbox } from './onrampSandbox.ts'
export type { Order, OrderStatus } from './orderBook.ts'
export { ORDER_PAGE_TEXT } from './orderPage.ts'
export {
  SANDBOX_FEE_RATE,
  SANDBOX_PRICES_USD,
  type SandboxEvmChain,
  type SandboxToken,
  type StartOnrampSandboxOptions,
} from './sandboxConfig.ts'
export { SANDBOX_FUNDER_KEY } from './sandboxFunderKey.ts'
