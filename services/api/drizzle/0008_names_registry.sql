ALTER TABLE "identities" ADD COLUMN "registered_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "identities_name_unique" ON "identities" USING btree (lower("name"));