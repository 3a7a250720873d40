CREATE TABLE "behavior_task_summaries" (
	"task_id" text PRIMARY KEY NOT NULL,
	"candidate_id" text NOT NULL,
	"submission_id" text NOT NULL,
	"practice" boolean NOT NULL,
	"difficulty" text NOT NULL,
	"language" text NOT NULL,
	"score" integer NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"solve_ms" bigint,
	"time_to_first_run_ms" bigint,
	"edit_run_cycles" integer,
	"tested_before_submit" boolean,
	"recovery_runs" jsonb,
	"active_ms" bigint
);
--> statement-breakpoint
CREATE TABLE "integrity_appeals" (
	"submission_id" text PRIMARY KEY NOT NULL,
	"candidate_id" text NOT NULL,
	"explanation" text NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reply" text,
	"replied_by" text,
	"replied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "integrity_reports" (
	"submission_id" text PRIMARY KEY NOT NULL,
	"task_id" text NOT NULL,
	"signals" jsonb NOT NULL,
	"matches" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telemetry_batches" (
	"task_id" text NOT NULL,
	"stream_id" text NOT NULL,
	"seq" integer NOT NULL,
	"events" jsonb NOT NULL,
	"bytes" integer NOT NULL,
	"first_t" bigint NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "telemetry_batches_pk" PRIMARY KEY("task_id","stream_id","seq")
);
--> statement-breakpoint
CREATE TABLE "telemetry_sessions" (
	"task_id" text PRIMARY KEY NOT NULL,
	"candidate_id" text NOT NULL,
	"bytes" integer DEFAULT 0 NOT NULL,
	"batches" integer DEFAULT 0 NOT NULL,
	"capped_at" timestamp with time zone,
	"purged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "similarity_hash_counts" (
	"template_version_id" text NOT NULL,
	"language" text NOT NULL,
	"hash" integer NOT NULL,
	"submissions" integer NOT NULL,
	CONSTRAINT "similarity_hash_counts_pk" PRIMARY KEY("template_version_id","language","hash")
);
--> statement-breakpoint
CREATE TABLE "similarity_postings" (
	"template_version_id" text NOT NULL,
	"language" text NOT NULL,
	"hash" integer NOT NULL,
	"submission_id" text NOT NULL,
	CONSTRAINT "similarity_postings_pk" PRIMARY KEY("template_version_id","language","hash","submission_id")
);
--> statement-breakpoint
CREATE TABLE "submission_fingerprints" (
	"submission_id" text PRIMARY KEY NOT NULL,
	"template_version_id" text NOT NULL,
	"language" text NOT NULL,
	"fingerprints" jsonb NOT NULL,
	"distinct_hashes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "behavior_task_summaries" ADD CONSTRAINT "behavior_task_summaries_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "behavior_task_summaries" ADD CONSTRAINT "behavior_task_summaries_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrity_appeals" ADD CONSTRAINT "integrity_appeals_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrity_reports" ADD CONSTRAINT "integrity_reports_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telemetry_batches" ADD CONSTRAINT "telemetry_batches_task_id_telemetry_sessions_task_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."telemetry_sessions"("task_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telemetry_sessions" ADD CONSTRAINT "telemetry_sessions_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telemetry_sessions" ADD CONSTRAINT "telemetry_sessions_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "similarity_postings" ADD CONSTRAINT "similarity_postings_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_fingerprints" ADD CONSTRAINT "submission_fingerprints_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_fingerprints" ADD CONSTRAINT "submission_fingerprints_template_version_id_task_template_versions_id_fk" FOREIGN KEY ("template_version_id") REFERENCES "public"."task_template_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "behavior_task_summaries_candidate_idx" ON "behavior_task_summaries" USING btree ("candidate_id","submitted_at");--> statement-breakpoint
CREATE INDEX "telemetry_sessions_updated_idx" ON "telemetry_sessions" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "similarity_postings_submission_idx" ON "similarity_postings" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "submission_fingerprints_version_idx" ON "submission_fingerprints" USING btree ("template_version_id","language");