CREATE TABLE "customer_profiles" (
	"guid" text PRIMARY KEY NOT NULL,
	"tenant_guid" text NOT NULL,
	"container_guid" text NOT NULL,
	"customer_identification" text NOT NULL,
	"customer" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"preferred_token" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_instruments" (
	"payment_token" text PRIMARY KEY NOT NULL,
	"profile_guid" text NOT NULL,
	"transaction_uuid" text NOT NULL,
	"connector_guid" text NOT NULL,
	"method" text NOT NULL,
	"payment_data" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"detached_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "profile_container" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "with_register" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "deregistered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "dcc" jsonb;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "customer_profile" jsonb;--> statement-breakpoint
ALTER TABLE "customer_profiles" ADD CONSTRAINT "customer_profiles_tenant_guid_tenants_guid_fk" FOREIGN KEY ("tenant_guid") REFERENCES "public"."tenants"("guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_instruments" ADD CONSTRAINT "payment_instruments_profile_guid_customer_profiles_guid_fk" FOREIGN KEY ("profile_guid") REFERENCES "public"."customer_profiles"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_instruments" ADD CONSTRAINT "payment_instruments_transaction_uuid_transactions_uuid_fk" FOREIGN KEY ("transaction_uuid") REFERENCES "public"."transactions"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_instruments" ADD CONSTRAINT "payment_instruments_connector_guid_connectors_guid_fk" FOREIGN KEY ("connector_guid") REFERENCES "public"."connectors"("guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_profiles_identification_idx" ON "customer_profiles" USING btree ("container_guid","customer_identification");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_instruments_live_transaction_idx" ON "payment_instruments" USING btree ("transaction_uuid") WHERE "payment_instruments"."detached_at" is null;--> statement-breakpoint
CREATE INDEX "payment_instruments_profile_idx" ON "payment_instruments" USING btree ("profile_guid");