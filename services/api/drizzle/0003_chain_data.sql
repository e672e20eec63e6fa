CREATE TABLE "chain_account_activity" (
	"address" text NOT NULL,
	"chain_id" integer NOT NULL,
	"hash" text NOT NULL,
	"mined_at" timestamp with time zone NOT NULL,
	"block_number" bigint NOT NULL,
	"tx_index" integer NOT NULL,
	CONSTRAINT "chain_account_activity_address_chain_id_hash_pk" PRIMARY KEY("address","chain_id","hash")
);
--> statement-breakpoint
CREATE TABLE "chain_cursors" (
	"chain_id" integer PRIMARY KEY NOT NULL,
	"next_block" bigint NOT NULL,
	"last_block_hash" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chain_tokens" (
	"chain_id" integer NOT NULL,
	"address" text NOT NULL,
	"name" text NOT NULL,
	"symbol" text NOT NULL,
	"decimals" integer,
	CONSTRAINT "chain_tokens_chain_id_address_pk" PRIMARY KEY("chain_id","address")
);
--> statement-breakpoint
CREATE TABLE "chain_transactions" (
	"chain_id" integer NOT NULL,
	"hash" text NOT NULL,
	"block_number" bigint NOT NULL,
	"tx_index" integer NOT NULL,
	"mined_at" timestamp with time zone NOT NULL,
	"from_address" text NOT NULL,
	"to_address" text,
	"status" text NOT NULL,
	CONSTRAINT "chain_transactions_chain_id_hash_pk" PRIMARY KEY("chain_id","hash")
);
--> statement-breakpoint
CREATE TABLE "chain_transfers" (
	"chain_id" integer NOT NULL,
	"hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"token" text NOT NULL,
	"from_address" text NOT NULL,
	"to_address" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	CONSTRAINT "chain_transfers_chain_id_hash_log_index_pk" PRIMARY KEY("chain_id","hash","log_index")
);
--> statement-breakpoint
CREATE TABLE "identities" (
	"address" text PRIMARY KEY NOT NULL,
	"name" text,
	"avatar" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "chain_account_activity_newest" ON "chain_account_activity" USING btree ("address","mined_at" DESC NULLS LAST,"chain_id" DESC NULLS LAST,"block_number" DESC NULLS LAST,"tx_index" DESC NULLS LAST);