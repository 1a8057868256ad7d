CREATE TABLE "routing_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"environment" text NOT NULL,
	"connector_guid" text NOT NULL,
	"revision" text NOT NULL,
	"document" jsonb NOT NULL,
	"saved_by" text,
	"note" text,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "routing_versions_connector_idx" ON "routing_versions" USING btree ("environment","connector_guid","saved_at");