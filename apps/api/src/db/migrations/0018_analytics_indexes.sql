CREATE INDEX "tasks_organization_created_idx" ON "tasks" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "tasks_organization_assessment_idx" ON "tasks" USING btree ("organization_id","id","assessment_id");--> statement-breakpoint
CREATE INDEX "submissions_final_created_idx" ON "submissions" USING btree ("created_at","task_id","status","score","language") WHERE "submissions"."kind" = 'final';--> statement-breakpoint
CREATE INDEX "submissions_final_id_idx" ON "submissions" USING btree ("id","task_id","created_at") WHERE "submissions"."kind" = 'final';--> statement-breakpoint
CREATE INDEX "reviews_organization_decided_idx" ON "reviews" USING btree ("organization_id","decided_at");--> statement-breakpoint
CREATE INDEX "reviews_organization_started_idx" ON "reviews" USING btree ("organization_id","started_at");