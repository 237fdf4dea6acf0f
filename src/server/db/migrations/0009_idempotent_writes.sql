CREATE TABLE "idempotent_writes" (
	"key" text PRIMARY KEY NOT NULL,
	"request" text NOT NULL,
	"status" integer,
	"body" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "idempotent_writes_created_idx" ON "idempotent_writes" USING btree ("createdAt");