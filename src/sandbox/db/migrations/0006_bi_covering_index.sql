-- The BI engine's analytical queries (one tenant, a created_at range, grouped by a few keyword
-- columns, summing amounts) read these columns only: with them in the index, PostgreSQL answers
-- from the index alone (index-only scan) instead of reading the wide rows. Written by hand because
-- drizzle's index builder has no INCLUDE.
CREATE INDEX "bi_records_tenant_created_covering_idx" ON "bi_records" USING btree ("tenant_guid","created_at") INCLUDE ("_visible_at","test_mode","status","method","currency","connector_guid","amount","base_amount","customer__ip_address");
