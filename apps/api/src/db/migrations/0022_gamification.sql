CREATE TABLE "gamification_daily_challenges" (
	"day" date PRIMARY KEY NOT NULL,
	"challenge_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gamification_badges" (
	"user_id" text NOT NULL,
	"badge_id" text NOT NULL,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gamification_badges_user_id_badge_id_pk" PRIMARY KEY("user_id","badge_id")
);
--> statement-breakpoint
CREATE TABLE "gamification_ledger" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"source" text NOT NULL,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"challenge_id" text NOT NULL,
	"challenge_title" text NOT NULL,
	"category" text,
	"earned_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gamification_ledger_user_source_unique" UNIQUE("user_id","source")
);
--> statement-breakpoint
CREATE TABLE "gamification_period_points" (
	"period" text NOT NULL,
	"period_key" text NOT NULL,
	"user_id" text NOT NULL,
	"points" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gamification_period_points_period_period_key_user_id_pk" PRIMARY KEY("period","period_key","user_id")
);
--> statement-breakpoint
CREATE TABLE "gamification_point_counts" (
	"period" text NOT NULL,
	"period_key" text NOT NULL,
	"points" integer NOT NULL,
	"people" integer NOT NULL,
	CONSTRAINT "gamification_point_counts_period_period_key_points_pk" PRIMARY KEY("period","period_key","points")
);
--> statement-breakpoint
CREATE TABLE "gamification_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"show_on_leaderboard" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gamification_results" (
	"submission_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"challenge_id" text NOT NULL,
	"challenge_title" text NOT NULL,
	"difficulty" text NOT NULL,
	"category" text,
	"language" text NOT NULL,
	"score" integer NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gamification_quick_fire_rounds" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"task_id" text NOT NULL,
	"challenge_id" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"submission_id" text,
	"submitted_at" timestamp with time zone,
	"score" integer
);
--> statement-breakpoint
ALTER TABLE "gamification_badges" ADD CONSTRAINT "gamification_badges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_ledger" ADD CONSTRAINT "gamification_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_period_points" ADD CONSTRAINT "gamification_period_points_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_profiles" ADD CONSTRAINT "gamification_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_results" ADD CONSTRAINT "gamification_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_quick_fire_rounds" ADD CONSTRAINT "gamification_quick_fire_rounds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gamification_ledger_user_earned_idx" ON "gamification_ledger" USING btree ("user_id","earned_at");--> statement-breakpoint
CREATE INDEX "gamification_period_points_rank_idx" ON "gamification_period_points" USING btree ("period","period_key","points" desc);--> statement-breakpoint
CREATE INDEX "gamification_results_user_challenge_idx" ON "gamification_results" USING btree ("user_id","challenge_id");--> statement-breakpoint
CREATE INDEX "gamification_quick_fire_rounds_task_idx" ON "gamification_quick_fire_rounds" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "gamification_quick_fire_rounds_user_idx" ON "gamification_quick_fire_rounds" USING btree ("user_id","started_at");