CREATE TABLE "documentation_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"sort_order" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documentation_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"category_id" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"plain_text" text NOT NULL,
	"sort_order" integer NOT NULL,
	"fingerprint" text NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', summary), 'B') || setweight(to_tsvector('english', plain_text), 'C')) STORED,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documentation_documents" ADD CONSTRAINT "documentation_documents_category_id_documentation_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."documentation_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documentation_documents_search_idx" ON "documentation_documents" USING gin ("search");--> statement-breakpoint
CREATE INDEX "documentation_documents_category_idx" ON "documentation_documents" USING btree ("category_id","sort_order");