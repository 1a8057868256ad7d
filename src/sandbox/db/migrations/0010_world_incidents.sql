CREATE TABLE "sandbox_incidents" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_guid" text NOT NULL,
	"acquirer" text,
	"connector_guid" text,
	"approval_drop_pp" double precision NOT NULL,
	"added_timeout_percent" double precision NOT NULL,
	"added_latency_ms" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"description" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "test_cards" ADD COLUMN "bin_type" text;--> statement-breakpoint
ALTER TABLE "transaction_attempts" ADD COLUMN "latency_ms" integer;--> statement-breakpoint
ALTER TABLE "sandbox_incidents" ADD CONSTRAINT "sandbox_incidents_tenant_guid_tenants_guid_fk" FOREIGN KEY ("tenant_guid") REFERENCES "public"."tenants"("guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_incidents" ADD CONSTRAINT "sandbox_incidents_connector_guid_connectors_guid_fk" FOREIGN KEY ("connector_guid") REFERENCES "public"."connectors"("guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_incidents_tenant_idx" ON "sandbox_incidents" USING btree ("tenant_guid","starts_at");