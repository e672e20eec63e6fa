CREATE TABLE "embedded_identities" (
	"project_id" text NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"account_id" text NOT NULL,
	"username" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "embedded_identities_project_id_provider_subject_pk" PRIMARY KEY("project_id","provider","subject")
);
--> statement-breakpoint
ALTER TABLE "embedded_accounts" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "embedded_identities" ADD CONSTRAINT "embedded_identities_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embedded_identities" ADD CONSTRAINT "embedded_identities_account_id_embedded_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."embedded_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "embedded_identities_account" ON "embedded_identities" USING btree ("account_id");