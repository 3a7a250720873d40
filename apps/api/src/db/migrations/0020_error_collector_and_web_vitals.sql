CREATE TABLE "error_groups" (
	"fingerprint" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"message" text NOT NULL,
	"route" text,
	"stack" text,
	"count" integer DEFAULT 0 NOT NULL,
	"suppressed" integer DEFAULT 0 NOT NULL,
	"first_seen" timestamp with time zone NOT NULL,
	"last_seen" timestamp with time zone NOT NULL,
	"last_request_id" text,
	"release" text,
	"recent" timestamp with time zone[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "web_vital_buckets" (
	"day" date NOT NULL,
	"page" text NOT NULL,
	"name" text NOT NULL,
	"bucket" integer NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "web_vital_buckets_day_page_name_bucket_pk" PRIMARY KEY("day","page","name","bucket")
);
--> statement-breakpoint
CREATE INDEX "error_groups_last_seen_idx" ON "error_groups" USING btree ("last_seen");