CREATE TABLE "fake_profile_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"profiles_seen" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "fake_profile_checks_status_check" CHECK ("fake_profile_checks"."status" in ('running','completed','failed'))
);
--> statement-breakpoint
CREATE TABLE "fake_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"site_id" text NOT NULL,
	"site_name" text NOT NULL,
	"url" text NOT NULL,
	"handle" text NOT NULL,
	"display_name" text NOT NULL,
	"bio" text NOT NULL,
	"links" jsonb NOT NULL,
	"score" real NOT NULL,
	"reasons" jsonb NOT NULL,
	"evidence" jsonb NOT NULL,
	"thumbnail_key" text,
	"page_copy_key" text,
	"status" text DEFAULT 'open' NOT NULL,
	"leak_id" uuid,
	"notified_at" timestamp with time zone,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fake_profiles_status_check" CHECK ("fake_profiles"."status" in ('open','reported','self_report','not_me','own_account','gone')),
	CONSTRAINT "fake_profiles_score_check" CHECK ("fake_profiles"."score" >= 0 and "fake_profiles"."score" <= 1)
);
--> statement-breakpoint
CREATE TABLE "seen_pictures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"media_url" text NOT NULL,
	"page_url" text NOT NULL,
	"page_title" text NOT NULL,
	"site_id" text NOT NULL,
	"site_name" text NOT NULL,
	"pdq_hash" text NOT NULL,
	"pdq_quality" integer NOT NULL,
	"thumbnail_key" text,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leaks" DROP CONSTRAINT "leaks_kind_check";--> statement-breakpoint
ALTER TABLE "fake_profile_checks" ADD CONSTRAINT "fake_profile_checks_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fake_profiles" ADD CONSTRAINT "fake_profiles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fake_profiles" ADD CONSTRAINT "fake_profiles_leak_id_leaks_id_fk" FOREIGN KEY ("leak_id") REFERENCES "public"."leaks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fake_profile_checks_user_idx" ON "fake_profile_checks" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fake_profile_checks_running_key" ON "fake_profile_checks" USING btree ("user_id") WHERE "fake_profile_checks"."status" = 'running';--> statement-breakpoint
CREATE UNIQUE INDEX "fake_profiles_user_url_key" ON "fake_profiles" USING btree ("user_id","url");--> statement-breakpoint
CREATE INDEX "fake_profiles_user_score_idx" ON "fake_profiles" USING btree ("user_id","score");--> statement-breakpoint
CREATE UNIQUE INDEX "seen_pictures_media_url_key" ON "seen_pictures" USING btree ("media_url");--> statement-breakpoint
CREATE INDEX "seen_pictures_last_seen_idx" ON "seen_pictures" USING btree ("last_seen_at");--> statement-breakpoint
ALTER TABLE "leaks" ADD CONSTRAINT "leaks_kind_check" CHECK ("leaks"."kind" in ('picture','name','profile'));