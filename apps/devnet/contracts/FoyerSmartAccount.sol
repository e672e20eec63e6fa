// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {ERC4337} from "solady/src/accounts/ERC4337.sol";

/// The devnet's smart account: Solady's ERC-4337 account, which answers ERC-1271 through the ERC-7739 nested
/// EIP-712 workflow and unwraps ERC-6492 signatures, so sign-in can be tested against a contract account.
/// Its entry point is the canonical EntryPoint 0.7, which the devnet deploys on 31337 and 31338; the L2's bundler
/// (Alto) runs its user operations (`validateUserOp`, `execute`, `executeBatch`; userOperations.test.ts).
contract FoyerSmartAccount is ERC4337 {
    /// The account's EIP-712 domain, which viem reads through `eip712Domain()` before it signs.
    function _domainNameAndVersion() internal pure override returns (string memory, string memory) {
        return ("Foyer Smart Account", "1");
    }
}
