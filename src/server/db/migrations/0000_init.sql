CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "admin_users" (
	"_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"passwordHash" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"type" text DEFAULT 'admin' NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blogs" (
	"_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"seoTitle" text DEFAULT '' NOT NULL,
	"metaTitle" text NOT NULL,
	"metaDescription" text NOT NULL,
	"shortDescription" text NOT NULL,
	"longDescription" text NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"thumbImage" text NOT NULL,
	"file" text NOT NULL,
	"isActive" boolean DEFAULT true NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "construction_leads" (
	"_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"plotSize" text DEFAULT '' NOT NULL,
	"budget" double precision DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"dateTime" timestamp with time zone,
	"agenda" text DEFAULT '' NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"isActive" boolean DEFAULT true NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "excel_batches" (
	"_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fileName" text NOT NULL,
	"originalFileName" text NOT NULL,
	"status" integer DEFAULT 2 NOT NULL,
	"totalRows" integer DEFAULT 0 NOT NULL,
	"processedRows" integer DEFAULT 0 NOT NULL,
	"failedRows" integer DEFAULT 0 NOT NULL,
	"error" text,
	"claimedBy" text,
	"claimedAt" timestamp with time zone,
	"lastRowNumber" integer DEFAULT 0 NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "excel_rows" (
	"_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batchId" uuid NOT NULL,
	"rowNumber" integer NOT NULL,
	"status" integer DEFAULT 2 NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"propertyId" uuid,
	"searchText" text DEFAULT '' NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gallery_images" (
	"_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"url" text NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_otps" (
	"_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"orderId" uuid NOT NULL,
	"kind" text NOT NULL,
	"codeHash" text NOT NULL,
	"expiresAt" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"consumedAt" timestamp with time zone,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"channel" text NOT NULL,
	"text" text NOT NULL,
	"otp" text,
	"orderId" uuid,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_codes" (
	"_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"userId" uuid NOT NULL,
	"codeHash" text NOT NULL,
	"expiresAt" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"consumedAt" timestamp with time zone,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plots_for_sale" (
	"_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"assetNo" text DEFAULT '' NOT NULL,
	"plotNo" text DEFAULT '' NOT NULL,
	"lng" double precision,
	"lat" double precision,
	"pricePerSqft" double precision DEFAULT 0 NOT NULL,
	"plotSize" double precision DEFAULT 0 NOT NULL,
	"plotSizeUnit" integer DEFAULT 0 NOT NULL,
	"plotWidth" double precision DEFAULT 0 NOT NULL,
	"plotLength" double precision DEFAULT 0 NOT NULL,
	"plotType" integer DEFAULT 0 NOT NULL,
	"plotFacing" integer DEFAULT 0 NOT NULL,
	"plotSeller" integer DEFAULT 1 NOT NULL,
	"ventureName" text DEFAULT '' NOT NULL,
	"builderName" text DEFAULT '' NOT NULL,
	"approvalStatus" integer DEFAULT 2 NOT NULL,
	"availabilityStatus" integer DEFAULT 0 NOT NULL,
	"approvals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"locationHighlights" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"additionalInfo" text DEFAULT '' NOT NULL,
	"isActive" boolean DEFAULT true NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plots_to_buy" (
	"_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticketId" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"lng" double precision,
	"lat" double precision,
	"plotSize" double precision DEFAULT 0 NOT NULL,
	"plotSizeUnit" integer DEFAULT 0 NOT NULL,
	"plotType" integer DEFAULT 0 NOT NULL,
	"minimumBudget" double precision DEFAULT 0 NOT NULL,
	"maximumBudget" double precision DEFAULT 0 NOT NULL,
	"approvals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"availabilityStatus" integer DEFAULT 0 NOT NULL,
	"plotFacing" integer DEFAULT 0 NOT NULL,
	"paymentOption" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"isActive" boolean DEFAULT true NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"propertyNo" text DEFAULT '' NOT NULL,
	"address" text NOT NULL,
	"areaOfPlot" text NOT NULL,
	"nearbyLocation" text NOT NULL,
	"priceAreaWise" text NOT NULL,
	"pricePerSqft" double precision NOT NULL,
	"projectSize" text NOT NULL,
	"plotType" integer NOT NULL,
	"amenities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"aboutBuilder" text NOT NULL,
	"locationHighlights" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"propertyRatings" double precision NOT NULL,
	"propertyFacing" integer NOT NULL,
	"availabilityStatus" integer NOT NULL,
	"approvals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"faqs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reviews" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"brochure" text NOT NULL,
	"lng" double precision,
	"lat" double precision,
	"isActive" boolean DEFAULT true NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_leads" (
	"_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	"leadType" integer DEFAULT 1 NOT NULL,
	"propertyId" uuid,
	"plotId" uuid,
	"relatedTitle" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"reviewType" integer NOT NULL,
	"linkUrl" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"isActive" boolean DEFAULT true NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_orders" (
	"_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"orderNo" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"lng" double precision,
	"lat" double precision,
	"serviceId" uuid,
	"serviceName" text DEFAULT '' NOT NULL,
	"fee" double precision DEFAULT 0 NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"plotLength" double precision DEFAULT 0 NOT NULL,
	"plotWidth" double precision DEFAULT 0 NOT NULL,
	"additionalInfo" text DEFAULT '' NOT NULL,
	"plotNo" text DEFAULT '' NOT NULL,
	"ventureName" text DEFAULT '' NOT NULL,
	"plotFacing" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"submissionType" integer DEFAULT 0 NOT NULL,
	"completedAt" timestamp with time zone,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"highlights" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"teluguTitle" text DEFAULT '' NOT NULL,
	"teluguDescription" text DEFAULT '' NOT NULL,
	"teluguHighlights" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fee" double precision DEFAULT 0 NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"isActive" boolean DEFAULT true NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"userId" uuid NOT NULL,
	"tokenHash" text NOT NULL,
	"expiresAt" timestamp with time zone NOT NULL,
	"revokedAt" timestamp with time zone,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_requests" (
	"_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	"subject" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "excel_rows" ADD CONSTRAINT "excel_rows_batchId_excel_batches__id_fk" FOREIGN KEY ("batchId") REFERENCES "public"."excel_batches"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "excel_rows" ADD CONSTRAINT "excel_rows_propertyId_properties__id_fk" FOREIGN KEY ("propertyId") REFERENCES "public"."properties"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_otps" ADD CONSTRAINT "order_otps_orderId_service_orders__id_fk" FOREIGN KEY ("orderId") REFERENCES "public"."service_orders"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_codes" ADD CONSTRAINT "password_reset_codes_userId_admin_users__id_fk" FOREIGN KEY ("userId") REFERENCES "public"."admin_users"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_leads" ADD CONSTRAINT "property_leads_propertyId_properties__id_fk" FOREIGN KEY ("propertyId") REFERENCES "public"."properties"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_leads" ADD CONSTRAINT "property_leads_plotId_plots_for_sale__id_fk" FOREIGN KEY ("plotId") REFERENCES "public"."plots_for_sale"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_serviceId_services__id_fk" FOREIGN KEY ("serviceId") REFERENCES "public"."services"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_userId_admin_users__id_fk" FOREIGN KEY ("userId") REFERENCES "public"."admin_users"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admin_users_email_idx" ON "admin_users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "blogs_createdAt_sort_idx" ON "blogs" USING btree ("createdAt","_id");--> statement-breakpoint
CREATE INDEX "blogs_title_sort_idx" ON "blogs" USING btree ("title","_id");--> statement-breakpoint
CREATE INDEX "blogs_featured_sort_idx" ON "blogs" USING btree ("featured","_id");--> statement-breakpoint
CREATE INDEX "blogs_isActive_sort_idx" ON "blogs" USING btree ("isActive","_id");--> statement-breakpoint
CREATE INDEX "blogs_title_trgm_idx" ON "blogs" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "blogs_seoTitle_trgm_idx" ON "blogs" USING gin ("seoTitle" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "blogs_metaTitle_trgm_idx" ON "blogs" USING gin ("metaTitle" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "blogs_shortDescription_trgm_idx" ON "blogs" USING gin ("shortDescription" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "construction_leads_createdAt_sort_idx" ON "construction_leads" USING btree ("createdAt","_id");--> statement-breakpoint
CREATE INDEX "construction_leads_name_sort_idx" ON "construction_leads" USING btree ("name","_id");--> statement-breakpoint
CREATE INDEX "construction_leads_email_sort_idx" ON "construction_leads" USING btree ("email","_id");--> statement-breakpoint
CREATE INDEX "construction_leads_status_sort_idx" ON "construction_leads" USING btree ("status","_id");--> statement-breakpoint
CREATE INDEX "construction_leads_budget_sort_idx" ON "construction_leads" USING btree ("budget","_id");--> statement-breakpoint
CREATE INDEX "construction_leads_name_trgm_idx" ON "construction_leads" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "construction_leads_phone_trgm_idx" ON "construction_leads" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "construction_leads_email_trgm_idx" ON "construction_leads" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "construction_leads_message_trgm_idx" ON "construction_leads" USING gin ("message" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "construction_leads_address_trgm_idx" ON "construction_leads" USING gin ("address" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_createdAt_sort_idx" ON "events" USING btree ("createdAt","_id");--> statement-breakpoint
CREATE INDEX "events_name_sort_idx" ON "events" USING btree ("name","_id");--> statement-breakpoint
CREATE INDEX "events_title_sort_idx" ON "events" USING btree ("title","_id");--> statement-breakpoint
CREATE INDEX "events_dateTime_sort_idx" ON "events" USING btree ("dateTime","_id");--> statement-breakpoint
CREATE INDEX "events_address_sort_idx" ON "events" USING btree ("address","_id");--> statement-breakpoint
CREATE INDEX "events_name_trgm_idx" ON "events" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_title_trgm_idx" ON "events" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_agenda_trgm_idx" ON "events" USING gin ("agenda" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_details_trgm_idx" ON "events" USING gin ("details" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_address_trgm_idx" ON "events" USING gin ("address" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "excel_batches_createdAt_sort_idx" ON "excel_batches" USING btree ("createdAt","_id");--> statement-breakpoint
CREATE INDEX "excel_batches_originalFileName_sort_idx" ON "excel_batches" USING btree ("originalFileName","_id");--> statement-breakpoint
CREATE INDEX "excel_batches_status_sort_idx" ON "excel_batches" USING btree ("status","_id");--> statement-breakpoint
CREATE INDEX "excel_batches_totalRows_sort_idx" ON "excel_batches" USING btree ("totalRows","_id");--> statement-breakpoint
CREATE INDEX "excel_batches_failedRows_sort_idx" ON "excel_batches" USING btree ("failedRows","_id");--> statement-breakpoint
CREATE INDEX "excel_batches_originalFileName_trgm_idx" ON "excel_batches" USING gin ("originalFileName" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "excel_rows_batch_row_idx" ON "excel_rows" USING btree ("batchId","rowNumber");--> statement-breakpoint
CREATE INDEX "excel_rows_batch_status_idx" ON "excel_rows" USING btree ("batchId","status","rowNumber");--> statement-breakpoint
CREATE INDEX "excel_rows_batch_created_idx" ON "excel_rows" USING btree ("batchId","createdAt","_id");--> statement-breakpoint
CREATE INDEX "excel_rows_searchText_trgm_idx" ON "excel_rows" USING gin ("searchText" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gallery_images_createdAt_sort_idx" ON "gallery_images" USING btree ("createdAt","_id");--> statement-breakpoint
CREATE INDEX "order_otps_order_kind_idx" ON "order_otps" USING btree ("orderId","kind","createdAt");--> statement-breakpoint
CREATE INDEX "outbox_messages_createdAt_sort_idx" ON "outbox_messages" USING btree ("createdAt","_id");--> statement-breakpoint
CREATE INDEX "password_reset_codes_user_idx" ON "password_reset_codes" USING btree ("userId","createdAt");--> statement-breakpoint
CREATE INDEX "plots_for_sale_createdAt_sort_idx" ON "plots_for_sale" USING btree ("createdAt","_id");--> statement-breakpoint
CREATE INDEX "plots_for_sale_name_sort_idx" ON "plots_for_sale" USING btree ("name","_id");--> statement-breakpoint
CREATE INDEX "plots_for_sale_address_sort_idx" ON "plots_for_sale" USING btree ("address","_id");--> statement-breakpoint
CREATE INDEX "plots_for_sale_plotNo_sort_idx" ON "plots_for_sale" USING btree ("plotNo","_id");--> statement-breakpoint
CREATE INDEX "plots_for_sale_ventureName_sort_idx" ON "plots_for_sale" USING btree ("ventureName","_id");--> statement-breakpoint
CREATE INDEX "plots_for_sale_pricePerSqft_sort_idx" ON "plots_for_sale" USING btree ("pricePerSqft","_id");--> statement-breakpoint
CREATE INDEX "plots_for_sale_plotSize_sort_idx" ON "plots_for_sale" USING btree ("plotSize","_id");--> statement-breakpoint
CREATE INDEX "plots_for_sale_approvalStatus_sort_idx" ON "plots_for_sale" USING btree ("approvalStatus","_id");--> statement-breakpoint
CREATE INDEX "plots_for_sale_availabilityStatus_sort_idx" ON "plots_for_sale" USING btree ("availabilityStatus","_id");--> statement-breakpoint
CREATE INDEX "plots_for_sale_isActive_sort_idx" ON "plots_for_sale" USING btree ("isActive","_id");--> statement-breakpoint
CREATE INDEX "plots_for_sale_name_trgm_idx" ON "plots_for_sale" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "plots_for_sale_address_trgm_idx" ON "plots_for_sale" USING gin ("address" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "plots_for_sale_assetNo_trgm_idx" ON "plots_for_sale" USING gin ("assetNo" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "plots_for_sale_plotNo_trgm_idx" ON "plots_for_sale" USING gin ("plotNo" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "plots_for_sale_ventureName_trgm_idx" ON "plots_for_sale" USING gin ("ventureName" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "plots_for_sale_builderName_trgm_idx" ON "plots_for_sale" USING gin ("builderName" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "plots_to_buy_createdAt_sort_idx" ON "plots_to_buy" USING btree ("createdAt","_id");--> statement-breakpoint
CREATE INDEX "plots_to_buy_ticketId_sort_idx" ON "plots_to_buy" USING btree ("ticketId","_id");--> statement-breakpoint
CREATE INDEX "plots_to_buy_name_sort_idx" ON "plots_to_buy" USING btree ("name","_id");--> statement-breakpoint
CREATE INDEX "plots_to_buy_minimumBudget_sort_idx" ON "plots_to_buy" USING btree ("minimumBudget","_id");--> statement-breakpoint
CREATE INDEX "plots_to_buy_maximumBudget_sort_idx" ON "plots_to_buy" USING btree ("maximumBudget","_id");--> statement-breakpoint
CREATE INDEX "plots_to_buy_plotSize_sort_idx" ON "plots_to_buy" USING btree ("plotSize","_id");--> statement-breakpoint
CREATE INDEX "plots_to_buy_status_sort_idx" ON "plots_to_buy" USING btree ("status","_id");--> statement-breakpoint
CREATE INDEX "plots_to_buy_isActive_sort_idx" ON "plots_to_buy" USING btree ("isActive","_id");--> statement-breakpoint
CREATE INDEX "plots_to_buy_ticketId_trgm_idx" ON "plots_to_buy" USING gin ("ticketId" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "plots_to_buy_name_trgm_idx" ON "plots_to_buy" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "plots_to_buy_address_trgm_idx" ON "plots_to_buy" USING gin ("address" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_createdAt_sort_idx" ON "properties" USING btree ("createdAt","_id");--> statement-breakpoint
CREATE INDEX "properties_address_sort_idx" ON "properties" USING btree ("address","_id");--> statement-breakpoint
CREATE INDEX "properties_propertyNo_sort_idx" ON "properties" USING btree ("propertyNo","_id");--> statement-breakpoint
CREATE INDEX "properties_pricePerSqft_sort_idx" ON "properties" USING btree ("pricePerSqft","_id");--> statement-breakpoint
CREATE INDEX "properties_propertyRatings_sort_idx" ON "properties" USING btree ("propertyRatings","_id");--> statement-breakpoint
CREATE INDEX "properties_plotType_sort_idx" ON "properties" USING btree ("plotType","_id");--> statement-breakpoint
CREATE INDEX "properties_availabilityStatus_sort_idx" ON "properties" USING btree ("availabilityStatus","_id");--> statement-breakpoint
CREATE INDEX "properties_isActive_sort_idx" ON "properties" USING btree ("isActive","_id");--> statement-breakpoint
CREATE INDEX "properties_address_trgm_idx" ON "properties" USING gin ("address" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_propertyNo_trgm_idx" ON "properties" USING gin ("propertyNo" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_nearbyLocation_trgm_idx" ON "properties" USING gin ("nearbyLocation" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_aboutBuilder_trgm_idx" ON "properties" USING gin ("aboutBuilder" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_areaOfPlot_trgm_idx" ON "properties" USING gin ("areaOfPlot" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "property_leads_createdAt_sort_idx" ON "property_leads" USING btree ("createdAt","_id");--> statement-breakpoint
CREATE INDEX "property_leads_name_sort_idx" ON "property_leads" USING btree ("name","_id");--> statement-breakpoint
CREATE INDEX "property_leads_email_sort_idx" ON "property_leads" USING btree ("email","_id");--> statement-breakpoint
CREATE INDEX "property_leads_status_sort_idx" ON "property_leads" USING btree ("status","_id");--> statement-breakpoint
CREATE INDEX "property_leads_leadType_sort_idx" ON "property_leads" USING btree ("leadType","_id");--> statement-breakpoint
CREATE INDEX "property_leads_name_trgm_idx" ON "property_leads" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "property_leads_phone_trgm_idx" ON "property_leads" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "property_leads_email_trgm_idx" ON "property_leads" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "property_leads_message_trgm_idx" ON "property_leads" USING gin ("message" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "property_leads_relatedTitle_trgm_idx" ON "property_leads" USING gin ("relatedTitle" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reviews_createdAt_sort_idx" ON "reviews" USING btree ("createdAt","_id");--> statement-breakpoint
CREATE INDEX "reviews_name_sort_idx" ON "reviews" USING btree ("name","_id");--> statement-breakpoint
CREATE INDEX "reviews_reviewType_sort_idx" ON "reviews" USING btree ("reviewType","_id");--> statement-breakpoint
CREATE INDEX "reviews_isActive_sort_idx" ON "reviews" USING btree ("isActive","_id");--> statement-breakpoint
CREATE INDEX "reviews_name_trgm_idx" ON "reviews" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reviews_description_trgm_idx" ON "reviews" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reviews_linkUrl_trgm_idx" ON "reviews" USING gin ("linkUrl" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "service_orders_order_no_idx" ON "service_orders" USING btree ("orderNo");--> statement-breakpoint
CREATE INDEX "service_orders_createdAt_sort_idx" ON "service_orders" USING btree ("createdAt","_id");--> statement-breakpoint
CREATE INDEX "service_orders_serviceName_sort_idx" ON "service_orders" USING btree ("serviceName","_id");--> statement-breakpoint
CREATE INDEX "service_orders_name_sort_idx" ON "service_orders" USING btree ("name","_id");--> statement-breakpoint
CREATE INDEX "service_orders_email_sort_idx" ON "service_orders" USING btree ("email","_id");--> statement-breakpoint
CREATE INDEX "service_orders_plotNo_sort_idx" ON "service_orders" USING btree ("plotNo","_id");--> statement-breakpoint
CREATE INDEX "service_orders_ventureName_sort_idx" ON "service_orders" USING btree ("ventureName","_id");--> statement-breakpoint
CREATE INDEX "service_orders_status_sort_idx" ON "service_orders" USING btree ("status","_id");--> statement-breakpoint
CREATE INDEX "service_orders_completed_idx" ON "service_orders" USING btree ("status","completedAt");--> statement-breakpoint
CREATE INDEX "service_orders_orderNo_trgm_idx" ON "service_orders" USING gin ("orderNo" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_orders_serviceName_trgm_idx" ON "service_orders" USING gin ("serviceName" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_orders_name_trgm_idx" ON "service_orders" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_orders_email_trgm_idx" ON "service_orders" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_orders_plotNo_trgm_idx" ON "service_orders" USING gin ("plotNo" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_orders_ventureName_trgm_idx" ON "service_orders" USING gin ("ventureName" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_orders_address_trgm_idx" ON "service_orders" USING gin ("address" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_orders_additionalInfo_trgm_idx" ON "service_orders" USING gin ("additionalInfo" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "services_createdAt_sort_idx" ON "services" USING btree ("createdAt","_id");--> statement-breakpoint
CREATE INDEX "services_title_sort_idx" ON "services" USING btree ("title","_id");--> statement-breakpoint
CREATE INDEX "services_fee_sort_idx" ON "services" USING btree ("fee","_id");--> statement-breakpoint
CREATE INDEX "services_isActive_sort_idx" ON "services" USING btree ("isActive","_id");--> statement-breakpoint
CREATE INDEX "services_title_trgm_idx" ON "services" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "services_description_trgm_idx" ON "services" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "services_teluguTitle_trgm_idx" ON "services" USING gin ("teluguTitle" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "services_teluguDescription_trgm_idx" ON "services" USING gin ("teluguDescription" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_idx" ON "sessions" USING btree ("tokenHash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("userId");--> statement-breakpoint
CREATE INDEX "support_requests_createdAt_sort_idx" ON "support_requests" USING btree ("createdAt","_id");--> statement-breakpoint
CREATE INDEX "support_requests_name_sort_idx" ON "support_requests" USING btree ("name","_id");--> statement-breakpoint
CREATE INDEX "support_requests_email_sort_idx" ON "support_requests" USING btree ("email","_id");--> statement-breakpoint
CREATE INDEX "support_requests_status_sort_idx" ON "support_requests" USING btree ("status","_id");--> statement-breakpoint
CREATE INDEX "support_requests_subject_sort_idx" ON "support_requests" USING btree ("subject","_id");--> statement-breakpoint
CREATE INDEX "support_requests_name_trgm_idx" ON "support_requests" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "support_requests_phone_trgm_idx" ON "support_requests" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "support_requests_email_trgm_idx" ON "support_requests" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "support_requests_subject_trgm_idx" ON "support_requests" USING gin ("subject" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "support_requests_message_trgm_idx" ON "support_requests" USING gin ("message" gin_trgm_ops);