-- Text lists sort by a stored key (generated column "<column>_sortKey", natural_sort_key of the text) instead of an
-- index on the expression: PostgreSQL reads an expression index only together with the table's rows, so a page in
-- the middle of a long list fetched every row before it; on a stored key its ids come from the index alone.
-- Edited by hand: one ALTER TABLE per table, so each table is rewritten once (drizzle-kit wrote one per column).
DROP INDEX "blogs_title_sort_idx";--> statement-breakpoint
DROP INDEX "construction_leads_name_sort_idx";--> statement-breakpoint
DROP INDEX "construction_leads_email_sort_idx";--> statement-breakpoint
DROP INDEX "events_name_sort_idx";--> statement-breakpoint
DROP INDEX "events_title_sort_idx";--> statement-breakpoint
DROP INDEX "events_address_sort_idx";--> statement-breakpoint
DROP INDEX "excel_batches_originalFileName_sort_idx";--> statement-breakpoint
DROP INDEX "plots_for_sale_name_sort_idx";--> statement-breakpoint
DROP INDEX "plots_for_sale_address_sort_idx";--> statement-breakpoint
DROP INDEX "plots_for_sale_plotNo_sort_idx";--> statement-breakpoint
DROP INDEX "plots_for_sale_ventureName_sort_idx";--> statement-breakpoint
DROP INDEX "plots_to_buy_ticketId_sort_idx";--> statement-breakpoint
DROP INDEX "plots_to_buy_name_sort_idx";--> statement-breakpoint
DROP INDEX "properties_address_sort_idx";--> statement-breakpoint
DROP INDEX "properties_propertyNo_sort_idx";--> statement-breakpoint
DROP INDEX "property_leads_name_sort_idx";--> statement-breakpoint
DROP INDEX "property_leads_email_sort_idx";--> statement-breakpoint
DROP INDEX "reviews_name_sort_idx";--> statement-breakpoint
DROP INDEX "service_orders_serviceName_sort_idx";--> statement-breakpoint
DROP INDEX "service_orders_name_sort_idx";--> statement-breakpoint
DROP INDEX "service_orders_email_sort_idx";--> statement-breakpoint
DROP INDEX "service_orders_plotNo_sort_idx";--> statement-breakpoint
DROP INDEX "service_orders_ventureName_sort_idx";--> statement-breakpoint
DROP INDEX "service_orders_status_sort_idx";--> statement-breakpoint
DROP INDEX "services_title_sort_idx";--> statement-breakpoint
DROP INDEX "support_requests_name_sort_idx";--> statement-breakpoint
DROP INDEX "support_requests_email_sort_idx";--> statement-breakpoint
DROP INDEX "support_requests_subject_sort_idx";--> statement-breakpoint
ALTER TABLE "blogs"
  ADD COLUMN "title_sortKey" text GENERATED ALWAYS AS (natural_sort_key("title")) STORED;--> statement-breakpoint
ALTER TABLE "construction_leads"
  ADD COLUMN "name_sortKey" text GENERATED ALWAYS AS (natural_sort_key("name")) STORED,
  ADD COLUMN "email_sortKey" text GENERATED ALWAYS AS (natural_sort_key("email")) STORED;--> statement-breakpoint
ALTER TABLE "events"
  ADD COLUMN "name_sortKey" text GENERATED ALWAYS AS (natural_sort_key("name")) STORED,
  ADD COLUMN "title_sortKey" text GENERATED ALWAYS AS (natural_sort_key("title")) STORED,
  ADD COLUMN "address_sortKey" text GENERATED ALWAYS AS (natural_sort_key("address")) STORED;--> statement-breakpoint
ALTER TABLE "excel_batches"
  ADD COLUMN "originalFileName_sortKey" text GENERATED ALWAYS AS (natural_sort_key("originalFileName")) STORED;--> statement-breakpoint
ALTER TABLE "plots_for_sale"
  ADD COLUMN "name_sortKey" text GENERATED ALWAYS AS (natural_sort_key("name")) STORED,
  ADD COLUMN "address_sortKey" text GENERATED ALWAYS AS (natural_sort_key("address")) STORED,
  ADD COLUMN "plotNo_sortKey" text GENERATED ALWAYS AS (natural_sort_key("plotNo")) STORED,
  ADD COLUMN "ventureName_sortKey" text GENERATED ALWAYS AS (natural_sort_key("ventureName")) STORED;--> statement-breakpoint
ALTER TABLE "plots_to_buy"
  ADD COLUMN "ticketId_sortKey" text GENERATED ALWAYS AS (natural_sort_key("ticketId")) STORED,
  ADD COLUMN "name_sortKey" text GENERATED ALWAYS AS (natural_sort_key("name")) STORED;--> statement-breakpoint
ALTER TABLE "properties"
  ADD COLUMN "address_sortKey" text GENERATED ALWAYS AS (natural_sort_key("address")) STORED,
  ADD COLUMN "propertyNo_sortKey" text GENERATED ALWAYS AS (natural_sort_key("propertyNo")) STORED;--> statement-breakpoint
ALTER TABLE "property_leads"
  ADD COLUMN "name_sortKey" text GENERATED ALWAYS AS (natural_sort_key("name")) STORED,
  ADD COLUMN "email_sortKey" text GENERATED ALWAYS AS (natural_sort_key("email")) STORED;--> statement-breakpoint
ALTER TABLE "reviews"
  ADD COLUMN "name_sortKey" text GENERATED ALWAYS AS (natural_sort_key("name")) STORED;--> statement-breakpoint
ALTER TABLE "service_orders"
  ADD COLUMN "serviceName_sortKey" text GENERATED ALWAYS AS (natural_sort_key("serviceName")) STORED,
  ADD COLUMN "name_sortKey" text GENERATED ALWAYS AS (natural_sort_key("name")) STORED,
  ADD COLUMN "email_sortKey" text GENERATED ALWAYS AS (natural_sort_key("email")) STORED,
  ADD COLUMN "plotNo_sortKey" text GENERATED ALWAYS AS (natural_sort_key("plotNo")) STORED,
  ADD COLUMN "ventureName_sortKey" text GENERATED ALWAYS AS (natural_sort_key("ventureName")) STORED,
  ADD COLUMN "status_sortKey" text GENERATED ALWAYS AS (natural_sort_key("status")) STORED;--> statement-breakpoint
ALTER TABLE "services"
  ADD COLUMN "title_sortKey" text GENERATED ALWAYS AS (natural_sort_key("title")) STORED;--> statement-breakpoint
ALTER TABLE "support_requests"
  ADD COLUMN "name_sortKey" text GENERATED ALWAYS AS (natural_sort_key("name")) STORED,
  ADD COLUMN "email_sortKey" text GENERATED ALWAYS AS (natural_sort_key("email")) STORED,
  ADD COLUMN "subject_sortKey" text GENERATED ALWAYS AS (natural_sort_key("subject")) STORED;--> statement-breakpoint
CREATE INDEX "blogs_title_sort_idx" ON "blogs" USING btree ("title_sortKey","_id");--> statement-breakpoint
CREATE INDEX "construction_leads_name_sort_idx" ON "construction_leads" USING btree ("name_sortKey","_id");--> statement-breakpoint
CREATE INDEX "construction_leads_email_sort_idx" ON "construction_leads" USING btree ("email_sortKey","_id");--> statement-breakpoint
CREATE INDEX "events_name_sort_idx" ON "events" USING btree ("name_sortKey","_id");--> statement-breakpoint
CREATE INDEX "events_title_sort_idx" ON "events" USING btree ("title_sortKey","_id");--> statement-breakpoint
CREATE INDEX "events_address_sort_idx" ON "events" USING btree ("address_sortKey","_id");--> statement-breakpoint
CREATE INDEX "excel_batches_originalFileName_sort_idx" ON "excel_batches" USING btree ("originalFileName_sortKey","_id");--> statement-breakpoint
CREATE INDEX "plots_for_sale_name_sort_idx" ON "plots_for_sale" USING btree ("name_sortKey","_id");--> statement-breakpoint
CREATE INDEX "plots_for_sale_address_sort_idx" ON "plots_for_sale" USING btree ("address_sortKey","_id");--> statement-breakpoint
CREATE INDEX "plots_for_sale_plotNo_sort_idx" ON "plots_for_sale" USING btree ("plotNo_sortKey","_id");--> statement-breakpoint
CREATE INDEX "plots_for_sale_ventureName_sort_idx" ON "plots_for_sale" USING btree ("ventureName_sortKey","_id");--> statement-breakpoint
CREATE INDEX "plots_to_buy_ticketId_sort_idx" ON "plots_to_buy" USING btree ("ticketId_sortKey","_id");--> statement-breakpoint
CREATE INDEX "plots_to_buy_name_sort_idx" ON "plots_to_buy" USING btree ("name_sortKey","_id");--> statement-breakpoint
CREATE INDEX "properties_address_sort_idx" ON "properties" USING btree ("address_sortKey","_id");--> statement-breakpoint
CREATE INDEX "properties_propertyNo_sort_idx" ON "properties" USING btree ("propertyNo_sortKey","_id");--> statement-breakpoint
CREATE INDEX "property_leads_name_sort_idx" ON "property_leads" USING btree ("name_sortKey","_id");--> statement-breakpoint
CREATE INDEX "property_leads_email_sort_idx" ON "property_leads" USING btree ("email_sortKey","_id");--> statement-breakpoint
CREATE INDEX "reviews_name_sort_idx" ON "reviews" USING btree ("name_sortKey","_id");--> statement-breakpoint
CREATE INDEX "service_orders_serviceName_sort_idx" ON "service_orders" USING btree ("serviceName_sortKey","_id");--> statement-breakpoint
CREATE INDEX "service_orders_name_sort_idx" ON "service_orders" USING btree ("name_sortKey","_id");--> statement-breakpoint
CREATE INDEX "service_orders_email_sort_idx" ON "service_orders" USING btree ("email_sortKey","_id");--> statement-breakpoint
CREATE INDEX "service_orders_plotNo_sort_idx" ON "service_orders" USING btree ("plotNo_sortKey","_id");--> statement-breakpoint
CREATE INDEX "service_orders_ventureName_sort_idx" ON "service_orders" USING btree ("ventureName_sortKey","_id");--> statement-breakpoint
CREATE INDEX "service_orders_status_sort_idx" ON "service_orders" USING btree ("status_sortKey","_id");--> statement-breakpoint
CREATE INDEX "services_title_sort_idx" ON "services" USING btree ("title_sortKey","_id");--> statement-breakpoint
CREATE INDEX "support_requests_name_sort_idx" ON "support_requests" USING btree ("name_sortKey","_id");--> statement-breakpoint
CREATE INDEX "support_requests_email_sort_idx" ON "support_requests" USING btree ("email_sortKey","_id");--> statement-breakpoint
CREATE INDEX "support_requests_subject_sort_idx" ON "support_requests" USING btree ("subject_sortKey","_id");
