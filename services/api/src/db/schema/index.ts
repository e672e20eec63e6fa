// Every table, for Drizzle's relational queries and drizzle-kit. One file per area.
export * from './platform.ts'
