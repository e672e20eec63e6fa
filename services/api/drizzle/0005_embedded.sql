CREATE TABLE "embedded_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"email" text NOT NULL,
	"addresses" jsonb,
	"commitment" text,
	"recovery" jsonb,
	"auth_share_sealed" text,
	"created_at" timestamp with time zone NOT NULL,
	"wallet_created_at" timestamp with time zone,
	CONSTRAINT "embedded_accounts_project_email" UNIQUE("project_id","email")
);
--> statement-breakpoint
CREATE TABLE "embedded_device_requests" (
	"pending_hash" text PRIMARY KEY NOT NULL,
	"approve_hash" text NOT NULL,
	"account_id" text NOT NULL,
	"device_hash" text NOT NULL,
	"device_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"approved_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "embedded_device_requests_approve_hash_unique" UNIQUE("approve_hash")
);
--> statement-breakpoint
CREATE TABLE "embedded_devices" (
	"account_id" text NOT NULL,
	"device_hash" text NOT NULL,
	"approved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "embedded_devices_account_id_device_hash_pk" PRIMARY KEY("account_id","device_hash")
);
--> statement-breakpoint
CREATE TABLE "embedded_email_updates" (
	"account_id" text PRIMARY KEY NOT NULL,
	"new_email" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"primary_verified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "embedded_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"device_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "email_otps" DROP CONSTRAINT "email_otps_project_id_email_pk";--> statement-breakpoint
ALTER TABLE "email_otps" ADD COLUMN "purpose" text DEFAULT 'capture' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_otps" ADD CONSTRAINT "email_otps_project_id_email_purpose_pk" PRIMARY KEY("project_id","email","purpose");--> statement-breakpoint
ALTER TABLE "embedded_accounts" ADD CONSTRAINT "embedded_accounts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embedded_device_requests" ADD CONSTRAINT "embedded_device_requests_account_id_embedded_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."embedded_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embedded_devices" ADD CONSTRAINT "embedded_devices_account_id_embedded_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."embedded_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embedded_email_updates" ADD CONSTRAINT "embedded_email_updates_account_id_embedded_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."embedded_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embedded_sessions" ADD CONSTRAINT "embedded_sessions_account_id_embedded_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."embedded_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "embedded_device_requests_expires_at" ON "embedded_device_requests" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "embedded_sessions_account" ON "embedded_sessions" USING btree ("account_id");