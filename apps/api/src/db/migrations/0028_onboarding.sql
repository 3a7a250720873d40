CREATE TABLE "onboarding_dismissals" (
	"user_id" text PRIMARY KEY NOT NULL,
	"dismissed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "onboarding_organization_steps" (
	"organization_id" text NOT NULL,
	"step_key" text NOT NULL,
	"done_at" timestamp with time zone NOT NULL,
	"event_id" text NOT NULL,
	CONSTRAINT "onboarding_organization_steps_pk" PRIMARY KEY("organization_id","step_key")
);
--> statement-breakpoint
CREATE TABLE "onboarding_user_steps" (
	"user_id" text NOT NULL,
	"step_key" text NOT NULL,
	"done_at" timestamp with time zone NOT NULL,
	"event_id" text NOT NULL,
	CONSTRAINT "onboarding_user_steps_pk" PRIMARY KEY("user_id","step_key")
);
--> statement-breakpoint
ALTER TABLE "onboarding_dismissals" ADD CONSTRAINT "onboarding_dismissals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_organization_steps" ADD CONSTRAINT "onboarding_organization_steps_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_user_steps" ADD CONSTRAINT "onboarding_user_steps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;