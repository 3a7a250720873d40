-- Template contents gained sql_setup (a SQL template's schema and rows); every content stored before it has none.
UPDATE "task_templates" SET "draft" = "draft" || '{"sql_setup": ""}'::jsonb WHERE NOT ("draft" ? 'sql_setup');--> statement-breakpoint
UPDATE "task_templates" SET "published" = "published" || '{"sql_setup": ""}'::jsonb WHERE "published" IS NOT NULL AND NOT ("published" ? 'sql_setup');--> statement-breakpoint
UPDATE "task_template_versions" SET "content" = "content" || '{"sql_setup": ""}'::jsonb WHERE NOT ("content" ? 'sql_setup');
