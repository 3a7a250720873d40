CREATE TABLE "simulation_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"simulation_id" text NOT NULL,
	"stage_key" text,
	"sender" text NOT NULL,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"phrased_by_model" boolean DEFAULT false NOT NULL,
	"once_key" text,
	"at" timestamp with time zone NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "simulation_messages_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	CONSTRAINT "simulation_messages_once" UNIQUE("simulation_id","once_key")
);
--> statement-breakpoint
CREATE TABLE "simulation_scenarios" (
	"slug" text PRIMARY KEY NOT NULL,
	"content" jsonb NOT NULL,
	"seed_fingerprint" text,
	"retired_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulation_stages" (
	"simulation_id" text NOT NULL,
	"position" integer NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"challenge_version_id" text,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"ended_by" text,
	"used_ms" bigint DEFAULT 0 NOT NULL,
	"work" jsonb,
	"work_saved_at" timestamp with time zone,
	"result" jsonb,
	"scored_at" timestamp with time zone,
	CONSTRAINT "simulation_stages_pk" PRIMARY KEY("simulation_id","position")
);
--> statement-breakpoint
CREATE TABLE "simulations" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"scenario_slug" text NOT NULL,
	"scenario" jsonb NOT NULL,
	"status" text NOT NULL,
	"scheduled_for" timestamp with time zone,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"current_stage" integer,
	"segment_started_at" timestamp with time zone,
	"overall_used_ms" bigint DEFAULT 0 NOT NULL,
	"paused_at" timestamp with time zone,
	"shared_organization_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "simulation_messages" ADD CONSTRAINT "simulation_messages_simulation_id_simulations_id_fk" FOREIGN KEY ("simulation_id") REFERENCES "public"."simulations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulation_stages" ADD CONSTRAINT "simulation_stages_simulation_id_simulations_id_fk" FOREIGN KEY ("simulation_id") REFERENCES "public"."simulations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulations" ADD CONSTRAINT "simulations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulations" ADD CONSTRAINT "simulations_shared_organization_id_organizations_id_fk" FOREIGN KEY ("shared_organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "simulation_messages_simulation_idx" ON "simulation_messages" USING btree ("simulation_id","at");--> statement-breakpoint
CREATE INDEX "simulations_user_idx" ON "simulations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "simulations_open_idx" ON "simulations" USING btree ("status") WHERE "simulations"."status" in ('scheduled', 'in_progress', 'paused');--> statement-breakpoint
CREATE INDEX "simulations_shared_idx" ON "simulations" USING btree ("shared_organization_id");