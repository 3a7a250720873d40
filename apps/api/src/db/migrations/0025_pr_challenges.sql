CREATE TABLE "github_challenge_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"challenge_id" text NOT NULL,
	"user_id" text NOT NULL,
	"score" integer NOT NULL,
	"files" jsonb,
	"comments" jsonb,
	"implement" jsonb,
	"review" jsonb,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "github_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"pull_request_id" text NOT NULL,
	"organization_id" text NOT NULL,
	"visibility" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"statement" text NOT NULL,
	"difficulty" text NOT NULL,
	"language" text,
	"repository" text NOT NULL,
	"clone_url" text NOT NULL,
	"pull_request_number" integer NOT NULL,
	"pull_request_url" text NOT NULL,
	"changed_lines" integer NOT NULL,
	"base_sha" text NOT NULL,
	"change_sha" text NOT NULL,
	"toolchain" text,
	"files" jsonb NOT NULL,
	"hidden_tests" jsonb NOT NULL,
	"visible_test_files" jsonb NOT NULL,
	"fail_to_pass" jsonb NOT NULL,
	"pass_to_pass" jsonb NOT NULL,
	"diff" jsonb NOT NULL,
	"review_comments" jsonb NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "github_challenges_pull_request_scope_unique" UNIQUE("pull_request_id","organization_id")
);
--> statement-breakpoint
ALTER TABLE "github_challenge_attempts" ADD CONSTRAINT "github_challenge_attempts_challenge_id_github_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."github_challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "github_challenge_attempts" ADD CONSTRAINT "github_challenge_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "github_challenges" ADD CONSTRAINT "github_challenges_pull_request_id_github_pull_requests_id_fk" FOREIGN KEY ("pull_request_id") REFERENCES "public"."github_pull_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "github_challenge_attempts_user_idx" ON "github_challenge_attempts" USING btree ("user_id","challenge_id","submitted_at");--> statement-breakpoint
CREATE INDEX "github_challenges_scope_idx" ON "github_challenges" USING btree ("organization_id","visibility","created_at");