CREATE TYPE "public"."task_status" AS ENUM('assigned', 'in_progress', 'submitted', 'scored', 'expired');--> statement-breakpoint
CREATE TABLE "assessments" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"template_id" text NOT NULL,
	"template_version_id" text NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"due_in_days" integer,
	"duration_minutes" integer,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_drafts" (
	"task_id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"language" text NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text,
	"assessment_id" text,
	"template_version_id" text NOT NULL,
	"candidate_id" text NOT NULL,
	"assigned_by" text,
	"origin_task_id" text,
	"instructions" text DEFAULT '' NOT NULL,
	"status" "task_status" DEFAULT 'assigned' NOT NULL,
	"due_at" timestamp with time zone,
	"duration_minutes" integer,
	"started_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"score" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_template_id_task_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."task_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_template_version_id_task_template_versions_id_fk" FOREIGN KEY ("template_version_id") REFERENCES "public"."task_template_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_drafts" ADD CONSTRAINT "task_drafts_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_template_version_id_task_template_versions_id_fk" FOREIGN KEY ("template_version_id") REFERENCES "public"."task_template_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessments_organization_idx" ON "assessments" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "tasks_candidate_idx" ON "tasks" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "tasks_assessment_idx" ON "tasks" USING btree ("assessment_id");--> statement-breakpoint
CREATE INDEX "tasks_organization_idx" ON "tasks" USING btree ("organization_id");