CREATE TABLE "api_users" (
	"username" text PRIMARY KEY NOT NULL,
	"password" text NOT NULL,
	"role" text NOT NULL,
	"tenant_guid" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "connectors" (
	"guid" text PRIMARY KEY NOT NULL,
	"merchant_guid" text NOT NULL,
	"name" text NOT NULL,
	"adapter" text NOT NULL,
	"method" text NOT NULL,
	"currency" text,
	"is_meta_connector" boolean DEFAULT false NOT NULL,
	"multi_method" boolean DEFAULT false NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"dcc_enabled" boolean DEFAULT false NOT NULL,
	"customer_profile_container" text,
	"api_key" text NOT NULL,
	"username" text NOT NULL,
	"password" text NOT NULL,
	"shared_secret" text NOT NULL,
	"signing_required" boolean DEFAULT false NOT NULL,
	"linked_methods" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "connectors_api_key_unique" UNIQUE("api_key")
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"guid" text PRIMARY KEY NOT NULL,
	"tenant_guid" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "routing_documents" (
	"connector_guid" text PRIMARY KEY NOT NULL,
	"document" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"guid" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"base_currency" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_cards" (
	"token" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"brand" text NOT NULL,
	"bin" text NOT NULL,
	"last_four_digits" text NOT NULL,
	"bin_country" text NOT NULL,
	"card_currency" text NOT NULL,
	"expiry_month" text NOT NULL,
	"expiry_year" text NOT NULL,
	"behaviour" text NOT NULL,
	"decline_code" integer
);
--> statement-breakpoint
ALTER TABLE "api_users" ADD CONSTRAINT "api_users_tenant_guid_tenants_guid_fk" FOREIGN KEY ("tenant_guid") REFERENCES "public"."tenants"("guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connectors" ADD CONSTRAINT "connectors_merchant_guid_merchants_guid_fk" FOREIGN KEY ("merchant_guid") REFERENCES "public"."merchants"("guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_tenant_guid_tenants_guid_fk" FOREIGN KEY ("tenant_guid") REFERENCES "public"."tenants"("guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routing_documents" ADD CONSTRAINT "routing_documents_connector_guid_connectors_guid_fk" FOREIGN KEY ("connector_guid") REFERENCES "public"."connectors"("guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "connectors_merchant_idx" ON "connectors" USING btree ("merchant_guid");--> statement-breakpoint
CREATE INDEX "merchants_tenant_idx" ON "merchants" USING btree ("tenant_guid");