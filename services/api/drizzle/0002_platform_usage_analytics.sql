CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"kind" text NOT NULL,
	"event_id" text NOT NULL,
	"url" text NOT NULL,
	"domain" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"props" jsonb NOT NULL,
	"sdk_type" text NOT NULL,
	"sdk_version" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "analytics_events_project_event" UNIQUE("project_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "project_monthly_usage" (
	"project_id" text NOT NULL,
	"month" text NOT NULL,
	"rpc_requests" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "project_monthly_usage_project_id_month_pk" PRIMARY KEY("project_id","month")
);
--> statement-breakpoint
CREATE TABLE "project_monthly_visitors" (
	"project_id" text NOT NULL,
	"month" text NOT NULL,
	"visitor_key" text NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "project_monthly_visitors_project_id_month_visitor_key_pk" PRIMARY KEY("project_id","month","visitor_key")
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_monthly_usage" ADD CONSTRAINT "project_monthly_usage_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_monthly_visitors" ADD CONSTRAINT "project_monthly_visitors_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_project_received" ON "analytics_events" USING btree ("project_id","received_at");