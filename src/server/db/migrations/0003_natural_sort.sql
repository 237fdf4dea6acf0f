-- Text lists sort by this key (see sortKey in tables/common.ts): lower case, every run of digits left-padded to 10
-- (pincodes, phone numbers), so "Plot 2" < "Plot 10" < "plot 11". Each key costs ~20-35 µs on PGlite, mostly the
-- second regexp; wider padding costs more. Written by hand: drizzle-kit only generated the indexes below.
CREATE OR REPLACE FUNCTION natural_sort_key(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT regexp_replace(regexp_replace(lower(value), '\d+', '0000000000\&', 'g'), '0*(\d{10})', '\1', 'g') $$;--> statement-breakpoint
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
CREATE INDEX "blogs_title_sort_idx" ON "blogs" USING btree (natural_sort_key("title"),"_id");--> statement-breakpoint
CREATE INDEX "construction_leads_name_sort_idx" ON "construction_leads" USING btree (natural_sort_key("name"),"_id");--> statement-breakpoint
CREATE INDEX "construction_leads_email_sort_idx" ON "construction_leads" USING btree (natural_sort_key("email"),"_id");--> statement-breakpoint
CREATE INDEX "events_name_sort_idx" ON "events" USING btree (natural_sort_key("name"),"_id");--> statement-breakpoint
CREATE INDEX "events_title_sort_idx" ON "events" USING btree (natural_sort_key("title"),"_id");--> statement-breakpoint
CREATE INDEX "events_address_sort_idx" ON "events" USING btree (natural_sort_key("address"),"_id");--> statement-breakpoint
CREATE INDEX "excel_batches_originalFileName_sort_idx" ON "excel_batches" USING btree (natural_sort_key("originalFileName"),"_id");--> statement-breakpoint
CREATE INDEX "plots_for_sale_name_sort_idx" ON "plots_for_sale" USING btree (natural_sort_key("name"),"_id");--> statement-breakpoint
CREATE INDEX "plots_for_sale_address_sort_idx" ON "plots_for_sale" USING btree (natural_sort_key("address"),"_id");--> statement-breakpoint
CREATE INDEX "plots_for_sale_plotNo_sort_idx" ON "plots_for_sale" USING btree (natural_sort_key("plotNo"),"_id");--> statement-breakpoint
CREATE INDEX "plots_for_sale_ventureName_sort_idx" ON "plots_for_sale" USING btree (natural_sort_key("ventureName"),"_id");--> statement-breakpoint
CREATE INDEX "plots_to_buy_ticketId_sort_idx" ON "plots_to_buy" USING btree (natural_sort_key("ticketId"),"_id");--> statement-breakpoint
CREATE INDEX "plots_to_buy_name_sort_idx" ON "plots_to_buy" USING btree (natural_sort_key("name"),"_id");--> statement-breakpoint
CREATE INDEX "properties_address_sort_idx" ON "properties" USING btree (natural_sort_key("address"),"_id");--> statement-breakpoint
CREATE INDEX "properties_propertyNo_sort_idx" ON "properties" USING btree (natural_sort_key("propertyNo"),"_id");--> statement-breakpoint
CREATE INDEX "property_leads_name_sort_idx" ON "property_leads" USING btree (natural_sort_key("name"),"_id");--> statement-breakpoint
CREATE INDEX "property_leads_email_sort_idx" ON "property_leads" USING btree (natural_sort_key("email"),"_id");--> statement-breakpoint
CREATE INDEX "reviews_name_sort_idx" ON "reviews" USING btree (natural_sort_key("name"),"_id");--> statement-breakpoint
CREATE INDEX "service_orders_serviceName_sort_idx" ON "service_orders" USING btree (natural_sort_key("serviceName"),"_id");--> statement-breakpoint
CREATE INDEX "service_orders_name_sort_idx" ON "service_orders" USING btree (natural_sort_key("name"),"_id");--> statement-breakpoint
CREATE INDEX "service_orders_email_sort_idx" ON "service_orders" USING btree (natural_sort_key("email"),"_id");--> statement-breakpoint
CREATE INDEX "service_orders_plotNo_sort_idx" ON "service_orders" USING btree (natural_sort_key("plotNo"),"_id");--> statement-breakpoint
CREATE INDEX "service_orders_ventureName_sort_idx" ON "service_orders" USING btree (natural_sort_key("ventureName"),"_id");--> statement-breakpoint
CREATE INDEX "service_orders_status_sort_idx" ON "service_orders" USING btree (natural_sort_key("status"),"_id");--> statement-breakpoint
CREATE INDEX "services_title_sort_idx" ON "services" USING btree (natural_sort_key("title"),"_id");--> statement-breakpoint
CREATE INDEX "support_requests_name_sort_idx" ON "support_requests" USING btree (natural_sort_key("name"),"_id");--> statement-breakpoint
CREATE INDEX "support_requests_email_sort_idx" ON "support_requests" USING btree (natural_sort_key("email"),"_id");--> statement-breakpoint
CREATE INDEX "support_requests_subject_sort_idx" ON "support_requests" USING btree (natural_sort_key("subject"),"_id");