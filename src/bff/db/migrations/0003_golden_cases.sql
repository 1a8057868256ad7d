CREATE TABLE "golden_cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"environment" text NOT NULL,
	"connector_guid" text NOT NULL,
	"name" text NOT NULL,
	"transaction" jsonb NOT NULL,
	"expected_connector" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "golden_cases_connector_idx" ON "golden_cases" USING btree ("environment","connector_guid");