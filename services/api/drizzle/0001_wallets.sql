CREATE TABLE "wallets" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"rdns" text,
	"homepage" text,
	"mobile_link" text,
	"desktop_link" text,
	"webapp_link" text,
	"chains" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"badge" text DEFAULT 'none' NOT NULL,
	"rank" integer NOT NULL,
	"search" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "wallets_rank_name_idx" ON "wallets" USING btree ("rank","name");--> statement-breakpoint
CREATE INDEX "wallets_chains_idx" ON "wallets" USING gin ("chains");--> statement-breakpoint
CREATE INDEX "wallets_rdns_idx" ON "wallets" USING btree ("rdns");--> statement-breakpoint
CREATE INDEX "wallets_search_idx" ON "wallets" USING btree ("search");