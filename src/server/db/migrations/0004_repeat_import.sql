ALTER TABLE "excel_batches" ADD COLUMN "contentSha256" text;--> statement-breakpoint
CREATE INDEX "excel_batches_contentSha256_idx" ON "excel_batches" USING btree ("contentSha256");