// Browser-safe and import-free: the demo reads the address from here without loading viem's chain code.

/** Multicall3 at its canonical address, deployed by its canonical deployer, as on almost every public chain. */
export const MULTICALL3_ADDRESS = '0xcA11bde05977b3631167028862bE2a173976CA11' as const
