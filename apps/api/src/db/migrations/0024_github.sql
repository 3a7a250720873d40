CREATE TABLE "github_connections" (
	"user_id" text PRIMARY KEY NOT NULL,
	"token_sealed" text NOT NULL,
	"token_kind" text NOT NULL,
	"scopes" jsonb NOT NULL,
	"login" text NOT NULL,
	"name" text,
	"avatar_url" text,
	"html_url" text,
	"repository_count" integer,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"token_updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "github_pull_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"repository_id" text NOT NULL,
	"organization_id" text NOT NULL,
	"number" integer NOT NULL,
	"title" text NOT NULL,
	"body" text,
	"author" text,
	"html_url" text NOT NULL,
	"base_ref" text NOT NULL,
	"base_sha" text NOT NULL,
	"head_sha" text NOT NULL,
	"merge_commit_sha" text,
	"merged_at" timestamp with time zone NOT NULL,
	"additions" integer NOT NULL,
	"deletions" integer NOT NULL,
	"files" jsonb NOT NULL,
	"linked_issue" jsonb,
	"review_comments" jsonb NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "github_pull_requests_repository_number_unique" UNIQUE("repository_id","number")
);
--> statement-breakpoint
CREATE TABLE "github_repositories" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"full_name" text NOT NULL,
	"description" text,
	"html_url" text NOT NULL,
	"clone_url" text NOT NULL,
	"default_branch" text NOT NULL,
	"language" text,
	"size_kb" integer NOT NULL,
	"private" boolean NOT NULL,
	"added_by" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_imported_at" timestamp with time zone,
	CONSTRAINT "github_repositories_scope_name_unique" UNIQUE("organization_id","full_name")
);
--> statement-breakpoint
ALTER TABLE "github_connections" ADD CONSTRAINT "github_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "github_pull_requests" ADD CONSTRAINT "github_pull_requests_repository_id_github_repositories_id_fk" FOREIGN KEY ("repository_id") REFERENCES "public"."github_repositories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "github_pull_requests_scope_idx" ON "github_pull_requests" USING btree ("organization_id","merged_at");