-- What a list shows of a template's content, kept beside it by the database (issue 25, item 4): the content of a
-- library template is megabytes of tests, stored compressed out of line, and reading a few fields out of it made
-- the template lists, the practice catalogue and the candidate's dashboard take a second or more.
-- IMMUTABLE so a generated column may use it (its inputs are jsonb alone); STRICT: no content, no summary.
CREATE OR REPLACE FUNCTION task_template_summary(content jsonb) RETURNS jsonb
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    SELECT jsonb_build_object(
      'title', content->'title',
      'difficulty', content->'difficulty',
      'tags', content->'tags',
      'languages', jsonb_path_query_array(content, 'lax $.languages[*].language'),
      'estimated_minutes', content->'estimated_minutes',
      'tests', CASE WHEN jsonb_typeof(content->'tests') = 'array' THEN jsonb_array_length(content->'tests') END
    )
  $$;--> statement-breakpoint
ALTER TABLE "task_templates" ADD COLUMN "draft_summary" jsonb GENERATED ALWAYS AS (task_template_summary(draft)) STORED;--> statement-breakpoint
ALTER TABLE "task_templates" ADD COLUMN "published_summary" jsonb GENERATED ALWAYS AS (task_template_summary(published)) STORED;--> statement-breakpoint
ALTER TABLE "task_templates" ADD COLUMN "has_unpublished_changes" boolean GENERATED ALWAYS AS (published is distinct from draft) STORED;
