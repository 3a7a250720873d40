CREATE TABLE "reference_timings" (
	"template_version_id" text NOT NULL,
	"language" text NOT NULL,
	"max_cpu_ms" integer NOT NULL,
	"measured_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reference_timings_template_version_id_language_pk" PRIMARY KEY("template_version_id","language")
);
--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "quality" jsonb;--> statement-breakpoint
ALTER TABLE "reference_timings" ADD CONSTRAINT "reference_timings_template_version_id_task_template_versions_id_fk" FOREIGN KEY ("template_version_id") REFERENCES "public"."task_template_versions"("id") ON DELETE cascade ON UPDATE no action;