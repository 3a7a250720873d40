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
ALTER TABLE "github_connections" ADD CONSTRAINT "github_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;