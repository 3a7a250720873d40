-- A draft per language: the single-column key (Postgres named it task_drafts_pkey) becomes (task, language).
ALTER TABLE "task_drafts" DROP CONSTRAINT "task_drafts_pkey";--> statement-breakpoint
ALTER TABLE "task_drafts" ADD CONSTRAINT "task_drafts_task_language_pk" PRIMARY KEY("task_id","language");
