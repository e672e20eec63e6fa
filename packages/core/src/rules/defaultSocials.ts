/** SPEC §9: the social providers offered by default, in this order (apart from the rules: the page's first load needs only this). */
export const DEFAULT_SOCIALS = ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'] as const
