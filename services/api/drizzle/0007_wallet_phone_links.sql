ALTER TABLE "wallets" ADD COLUMN "universal_link" text;--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "app_store" text;--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "play_store" text;