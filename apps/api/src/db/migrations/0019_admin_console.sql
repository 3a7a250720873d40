CREATE TABLE "product_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"product_name" text NOT NULL,
	"sign_up" text NOT NULL,
	"rate_limit_max" integer NOT NULL,
	"rate_limit_window_seconds" integer NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "suspended_reason" text;