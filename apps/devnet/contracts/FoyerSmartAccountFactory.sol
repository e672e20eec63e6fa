// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {ERC4337Factory} from "solady/src/accounts/ERC4337Factory.sol";

/// Solady's ERC4337Factory plus the `createAccount(owner, salt)` that viem's `toSoladySmartAccount` calls
/// (Solady 0.1.26 only has `createAccount(ownSalt)`, with the owner in the salt's upper 160 bits).
contract FoyerSmartAccountFactory is ERC4337Factory {
    /// The salt's first 20 bytes must be the owner: `getAddress(salt)` knows nothing else, so a salt any owner
    /// could use would let a stranger's ERC-6492 signature deploy the account for themselves and pass.
    error SaltDoesNotStartWithOwner();

    constructor(address erc4337) payable ERC4337Factory(erc4337) {}

    function createAccount(address owner, bytes32 salt) public payable virtual returns (address) {
        if (owner == address(0) || address(bytes20(salt)) != owner) revert SaltDoesNotStartWithOwner();
        return createAccount(salt);
    }
}
