-- Service orders sort by Order No through a stored key and its index, as their other text columns do: without
-- them every page sorted by it computed the key of every order (0.9 s a page on 100,000 orders; audit 30-G).
ALTER TABLE "service_orders" ADD COLUMN "orderNo_sortKey" text GENERATED ALWAYS AS (natural_sort_key("orderNo")) STORED;--> statement-breakpoint
CREATE INDEX "service_orders_orderNo_sort_idx" ON "service_orders" USING btree ("orderNo_sortKey","_id");