CREATE TYPE "public"."submission_kind" AS ENUM('attempt', 'final');--> statement-breakpoint
CREATE TYPE "public"."submission_status" AS ENUM('queued', 'running', 'scored', 'error');--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" text PRIMARY KEY NOT NULL,
	"task_id" text NOT NULL,
	"candidate_id" text NOT NULL,
	"kind" "submission_kind" NOT NULL,
	"language" text NOT NULL,
	"code" text NOT NULL,
	"status" "submission_status" DEFAULT 'queued' NOT NULL,
	"score" integer,
	"results" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"compile_output" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"scored_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submissions_task_idx" ON "submissions" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "submissions_status_idx" ON "submissions" USING btree ("status");