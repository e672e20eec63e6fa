// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// A plain ERC-20 for the devnet: fixed supply minted in the constructor to the given holders,
/// with its own decimals so the API's token rules (SPEC §5: 0-decimal tokens dropped) can be exercised.
contract FoyerToken is ERC20 {
    uint8 private immutable _decimals;

    constructor(
        string memory name_,
        string memory symbol_,
        uint8 decimals_,
        address[] memory holders,
        uint256 amountEach
    ) ERC20(name_, symbol_) {
        _decimals = decimals_;
        for (uint256 i = 0; i < holders.length; i++) {
            _mint(holders[i], amountEach);
        }
    }

    function decimals() public view override returns (uint8) {
        return _decimals;
    }
}
