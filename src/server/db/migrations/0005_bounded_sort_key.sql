-- natural_sort_key reads at most a text's first 200 characters. The schemas allow 5,000 (an address), and the key of a
-- long Telugu address made an index entry past btree's 2,704-byte limit: its save failed with a 500. Texts alike
-- over their first 200 characters sort by _id. The sort indexes are rebuilt: they hold the old keys.
CREATE OR REPLACE FUNCTION natural_sort_key(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT regexp_replace(regexp_replace(lower(left(value, 200)), '\d+', '0000000000\&', 'g'), '0*(\d{10})', '\1', 'g') $$;--> statement-breakpoint
REINDEX INDEX "blogs_title_sort_idx";--> statement-breakpoint
REINDEX INDEX "construction_leads_name_sort_idx";--> statement-breakpoint
REINDEX INDEX "construction_leads_email_sort_idx";--> statement-breakpoint
REINDEX INDEX "events_name_sort_idx";--> statement-breakpoint
REINDEX INDEX "events_title_sort_idx";--> statement-breakpoint
REINDEX INDEX "events_address_sort_idx";--> statement-breakpoint
REINDEX INDEX "excel_batches_originalFileName_sort_idx";--> statement-breakpoint
REINDEX INDEX "plots_for_sale_name_sort_idx";--> statement-breakpoint
REINDEX INDEX "plots_for_sale_address_sort_idx";--> statement-breakpoint
REINDEX INDEX "plots_for_sale_plotNo_sort_idx";--> statement-breakpoint
REINDEX INDEX "plots_for_sale_ventureName_sort_idx";--> statement-breakpoint
REINDEX INDEX "plots_to_buy_ticketId_sort_idx";--> statement-breakpoint
REINDEX INDEX "plots_to_buy_name_sort_idx";--> statement-breakpoint
REINDEX INDEX "properties_address_sort_idx";--> statement-breakpoint
REINDEX INDEX "properties_propertyNo_sort_idx";--> statement-breakpoint
REINDEX INDEX "property_leads_name_sort_idx";--> statement-breakpoint
REINDEX INDEX "property_leads_email_sort_idx";--> statement-breakpoint
REINDEX INDEX "reviews_name_sort_idx";--> statement-breakpoint
REINDEX INDEX "service_orders_serviceName_sort_idx";--> statement-breakpoint
REINDEX INDEX "service_orders_name_sort_idx";--> statement-breakpoint
REINDEX INDEX "service_orders_email_sort_idx";--> statement-breakpoint
REINDEX INDEX "service_orders_plotNo_sort_idx";--> statement-breakpoint
REINDEX INDEX "service_orders_ventureName_sort_idx";--> statement-breakpoint
REINDEX INDEX "service_orders_status_sort_idx";--> statement-breakpoint
REINDEX INDEX "services_title_sort_idx";--> statement-breakpoint
REINDEX INDEX "support_requests_name_sort_idx";--> statement-breakpoint
REINDEX INDEX "support_requests_email_sort_idx";--> statement-breakpoint
REINDEX INDEX "support_requests_subject_sort_idx";
