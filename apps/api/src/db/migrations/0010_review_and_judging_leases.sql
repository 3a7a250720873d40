CREATE TYPE "public"."judging_trigger" AS ENUM('submitted', 're_evaluation');--> statement-breakpoint
CREATE TYPE "public"."review_decision" AS ENUM('advance', 'hold', 'reject');--> statement-breakpoint
CREATE TYPE "public"."review_status" AS ENUM('in_review', 'decided', 'released');--> statement-breakpoint
CREATE TABLE "submission_scores" (
	"id" text PRIMARY KEY NOT NULL,
	"submission_id" text NOT NULL,
	"trigger" "judging_trigger" NOT NULL,
	"score" integer NOT NULL,
	"results" jsonb NOT NULL,
	"compile_output" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_comments" (
	"id" text PRIMARY KEY NOT NULL,
	"submission_id" text NOT NULL,
	"author_id" text NOT NULL,
	"line" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"submission_id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"reviewer_id" text NOT NULL,
	"status" "review_status" DEFAULT 'in_review' NOT NULL,
	"rubric_scores" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rubric_score" integer,
	"summary" text DEFAULT '' NOT NULL,
	"decision" "review_decision",
	"feedback" text DEFAULT '' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "due_reminder_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "lease_token" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "failed_judgings" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "submission_scores" ADD CONSTRAINT "submission_scores_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_comments" ADD CONSTRAINT "review_comments_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_comments" ADD CONSTRAINT "review_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submission_scores_submission_idx" ON "submission_scores" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "review_comments_submission_idx" ON "review_comments" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "reviews_organization_idx" ON "reviews" USING btree ("organization_id");--> statement-breakpoint
INSERT INTO "submission_scores" ("id", "submission_id", "trigger", "score", "results", "compile_output", "created_at") SELECT 'first-' || "id", "id", 'submitted', "score", "results", "compile_output", coalesce("scored_at", "created_at") FROM "submissions" WHERE "status" = 'scored' AND "score" IS NOT NULL;
