CREATE TABLE "transaction_attempts" (
	"uuid" text PRIMARY KEY NOT NULL,
	"transaction_uuid" text NOT NULL,
	"attempt" integer NOT NULL,
	"connector_guid" text NOT NULL,
	"meta_connector_guid" text,
	"status" text NOT NULL,
	"amount" numeric(21, 6),
	"currency" text,
	"error_code" integer,
	"error_message" text,
	"adapter_code" text,
	"adapter_message" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"uuid" text PRIMARY KEY NOT NULL,
	"purchase_id" text NOT NULL,
	"merchant_transaction_id" text NOT NULL,
	"merchant_guid" text NOT NULL,
	"api_connector_guid" text NOT NULL,
	"meta_connector_guid" text,
	"connector_guid" text,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"amount" numeric(21, 6),
	"currency" text,
	"payment_method" text NOT NULL,
	"transaction_token" text NOT NULL,
	"transaction_indicator" text,
	"reference_uuid" text,
	"initial_connector_guid" text,
	"card" jsonb,
	"customer" jsonb,
	"extra_data" jsonb,
	"routing" jsonb,
	"error_code" integer,
	"error_message" text,
	"adapter_code" text,
	"adapter_message" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transaction_attempts" ADD CONSTRAINT "transaction_attempts_transaction_uuid_transactions_uuid_fk" FOREIGN KEY ("transaction_uuid") REFERENCES "public"."transactions"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_attempts" ADD CONSTRAINT "transaction_attempts_connector_guid_connectors_guid_fk" FOREIGN KEY ("connector_guid") REFERENCES "public"."connectors"("guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_attempts" ADD CONSTRAINT "transaction_attempts_meta_connector_guid_connectors_guid_fk" FOREIGN KEY ("meta_connector_guid") REFERENCES "public"."connectors"("guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_merchant_guid_merchants_guid_fk" FOREIGN KEY ("merchant_guid") REFERENCES "public"."merchants"("guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_api_connector_guid_connectors_guid_fk" FOREIGN KEY ("api_connector_guid") REFERENCES "public"."connectors"("guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_meta_connector_guid_connectors_guid_fk" FOREIGN KEY ("meta_connector_guid") REFERENCES "public"."connectors"("guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_connector_guid_connectors_guid_fk" FOREIGN KEY ("connector_guid") REFERENCES "public"."connectors"("guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transaction_attempts_number_idx" ON "transaction_attempts" USING btree ("transaction_uuid","attempt");--> statement-breakpoint
CREATE INDEX "transaction_attempts_connector_idx" ON "transaction_attempts" USING btree ("connector_guid","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_merchant_tx_id_idx" ON "transactions" USING btree ("api_connector_guid","merchant_transaction_id");--> statement-breakpoint
CREATE INDEX "transactions_created_idx" ON "transactions" USING btree ("created_at");