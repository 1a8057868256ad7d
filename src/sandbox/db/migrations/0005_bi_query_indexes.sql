CREATE INDEX "bi_records_tenant_created_desc_idx" ON "bi_records" USING btree ("tenant_guid","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bi_records_description__tokens_gin" ON "bi_records" USING gin ("description__tokens");--> statement-breakpoint
CREATE INDEX "bi_records_merchant_txid__tokens_gin" ON "bi_records" USING gin ("merchant_txid__tokens");--> statement-breakpoint
CREATE INDEX "bi_records_items_gin" ON "bi_records" USING gin ("items" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "bi_records_fees_gin" ON "bi_records" USING gin ("fees" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "bi_records_errors_gin" ON "bi_records" USING gin ("errors" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "bi_records_extra_data_gin" ON "bi_records" USING gin ("extra_data" jsonb_path_ops);