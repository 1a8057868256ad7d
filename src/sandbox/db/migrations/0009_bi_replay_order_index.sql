DROP INDEX "bi_records_tenant_meta_created_idx";--> statement-breakpoint
-- The same index in the whole order a page of first attempts is asked in: created_at, then uuid
-- compared bytewise (a keyword's order in OpenSearch: COLLATE "C"), then _seq. With the column's
-- own collation in the index, PostgreSQL had to re-sort each page by uuid (an incremental sort
-- over every created_at group) before its LIMIT; now the index hands the rows over in order.
-- PGlite, a 5,000-hit replay page over 100,000 first attempts: 65 ms → 36 ms. Written by hand:
-- drizzle's index builder has no INCLUDE.
CREATE INDEX "bi_records_tenant_meta_created_idx" ON "bi_records" USING btree ("tenant_guid","meta_connector_guid","created_at",("uuid" COLLATE "C"),"_seq") INCLUDE ("attempt","type","test_mode","_visible_at");
