import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'

/** The wallet registry behind /getWallets (SPEC §3 wallet listing, §7). Seeded from data/wallets.json. */
export const wallets = pgTable(
  'wallets',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    rdns: text('rdns'),
    homepage: text('homepage'),
    mobileLink: text('mobile_link'),
    desktopLink: text('desktop_link'),
    webappLink: text('webapp_link'),
    /** Issue 23: the https link that opens the app on a phone, and the app's App Store and Google Play pages. */
    universalLink: text('universal_link'),
    appStore: text('app_store'),
    playStore: text('play_store'),
    /** CAIP-2 ids; jsonb so `?|` (supports any of) can use the GIN index. */
    chains: jsonb('chains').$type<string[]>().notNull().default([]),
    badge: text('badge').notNull().default('none'),
    rank: integer('rank').notNull(),
    /** The name lower-cased: what search and the names filter compare against. */
    search: text('search').notNull(),
  },
  (table) => [
    index('wallets_rank_name_idx').on(table.rank, table.name),
    index('wallets_chains_idx').using('gin', table.chains),
    index('wallets_rdns_idx').on(table.rdns),
    index('wallets_search_idx').on(table.search),
  ],
)
