CREATE TABLE "pending_tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"invitation_id" text NOT NULL,
	"organization_id" text NOT NULL,
	"assessment_id" text NOT NULL,
	"template_version_id" text NOT NULL,
	"origin_task_id" text,
	"instructions" text DEFAULT '' NOT NULL,
	"due_at" timestamp with time zone,
	"duration_minutes" integer,
	"assigned_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pending_tasks_invitation_assessment" UNIQUE("invitation_id","assessment_id")
);
--> statement-breakpoint
ALTER TABLE "pending_tasks" ADD CONSTRAINT "pending_tasks_invitation_id_organization_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."organization_invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_tasks" ADD CONSTRAINT "pending_tasks_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_tasks" ADD CONSTRAINT "pending_tasks_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_tasks" ADD CONSTRAINT "pending_tasks_template_version_id_task_template_versions_id_fk" FOREIGN KEY ("template_version_id") REFERENCES "public"."task_template_versions"("id") ON DELETE no action ON UPDATE no action;