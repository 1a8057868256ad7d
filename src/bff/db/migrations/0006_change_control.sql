CREATE TABLE "change_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"kind" text NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_by" text,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "change_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"environment" text NOT NULL,
	"connector_guid" text NOT NULL,
	"status" text NOT NULL,
	"author" text NOT NULL,
	"note" text NOT NULL,
	"base_revision" text NOT NULL,
	"base_document" jsonb NOT NULL,
	"draft" jsonb NOT NULL,
	"schedule" jsonb NOT NULL,
	"evidence" jsonb NOT NULL,
	"reviewer" text,
	"review_note" text,
	"approved_fingerprint" text,
	"revert_document" jsonb,
	"revert_revision" text,
	"applied_revision" text,
	"failure" text,
	"alert" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "environment_settings" (
	"environment" text PRIMARY KEY NOT NULL,
	"approval_required" boolean NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "routing_versions" ADD COLUMN "change_request_id" integer;--> statement-breakpoint
ALTER TABLE "change_jobs" ADD CONSTRAINT "change_jobs_request_id_change_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."change_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "change_jobs_request_kind_idx" ON "change_jobs" USING btree ("request_id","kind");--> statement-breakpoint
CREATE INDEX "change_jobs_due_idx" ON "change_jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE INDEX "change_requests_env_idx" ON "change_requests" USING btree ("environment","status");--> statement-breakpoint
CREATE INDEX "change_requests_connector_idx" ON "change_requests" USING btree ("environment","connector_guid");