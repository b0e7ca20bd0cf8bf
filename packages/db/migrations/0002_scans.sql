CREATE TABLE "leaks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"scan_id" uuid,
	"url" text NOT NULL,
	"site_id" text NOT NULL,
	"site_name" text NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"quality" text NOT NULL,
	"matched_reference_id" uuid,
	"distance" real,
	"evidence" jsonb NOT NULL,
	"thumbnail_key" text,
	"status" text DEFAULT 'new' NOT NULL,
	"disposition" text,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leaks_kind_check" CHECK ("leaks"."kind" in ('picture','name')),
	CONSTRAINT "leaks_quality_check" CHECK ("leaks"."quality" in ('exact','high','good')),
	CONSTRAINT "leaks_status_check" CHECK ("leaks"."status" in ('new','notice_sent','removed','whitelisted')),
	CONSTRAINT "leaks_disposition_check" CHECK ("leaks"."disposition" is null or "leaks"."disposition" in ('own_account','licensed','false_match'))
);
--> statement-breakpoint
CREATE TABLE "reference_media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"pdq_hashes" text[] NOT NULL,
	"pdq_quality" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"source_name" text,
	"upload_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reference_media_kind_check" CHECK ("reference_media"."kind" in ('image','video_frame'))
);
--> statement-breakpoint
CREATE TABLE "scans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"client_key" text,
	"kind" text NOT NULL,
	"scope" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"stage" text DEFAULT 'initiating' NOT NULL,
	"percent" integer DEFAULT 0 NOT NULL,
	"subject" jsonb NOT NULL,
	"result" jsonb,
	"damage" jsonb,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"worker" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scans_kind_check" CHECK ("scans"."kind" in ('instant','full','monitoring')),
	CONSTRAINT "scans_scope_check" CHECK ("scans"."scope" in ('preview','full')),
	CONSTRAINT "scans_status_check" CHECK ("scans"."status" in ('queued','running','completed','failed')),
	CONSTRAINT "scans_owner_check" CHECK ("scans"."user_id" is not null or "scans"."client_key" is not null),
	CONSTRAINT "scans_percent_check" CHECK ("scans"."percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "visitor_scan_quota" (
	"client_key" text NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visitor_scan_quota_client_key_day_pk" PRIMARY KEY("client_key","day")
);
--> statement-breakpoint
CREATE TABLE "whitelist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"url_prefix" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "instant_scan_results" ADD COLUMN "scan_id" uuid;--> statement-breakpoint
ALTER TABLE "instant_scan_results" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "instant_scan_results" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leaks" ADD CONSTRAINT "leaks_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaks" ADD CONSTRAINT "leaks_scan_id_scans_id_fk" FOREIGN KEY ("scan_id") REFERENCES "public"."scans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaks" ADD CONSTRAINT "leaks_matched_reference_id_reference_media_id_fk" FOREIGN KEY ("matched_reference_id") REFERENCES "public"."reference_media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reference_media" ADD CONSTRAINT "reference_media_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scans" ADD CONSTRAINT "scans_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whitelist_entries" ADD CONSTRAINT "whitelist_entries_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leaks_user_url_key" ON "leaks" USING btree ("user_id","url");--> statement-breakpoint
CREATE INDEX "leaks_user_first_seen_idx" ON "leaks" USING btree ("user_id","first_seen_at");--> statement-breakpoint
CREATE INDEX "reference_media_user_idx" ON "reference_media" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "scans_user_created_idx" ON "scans" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "scans_client_created_idx" ON "scans" USING btree ("client_key","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "scans_one_active_per_client" ON "scans" USING btree ("client_key") WHERE "scans"."status" in ('queued','running') and "scans"."client_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "scans_one_active_per_user" ON "scans" USING btree ("user_id") WHERE "scans"."status" in ('queued','running') and "scans"."kind" <> 'instant';--> statement-breakpoint
CREATE UNIQUE INDEX "whitelist_entries_user_prefix_key" ON "whitelist_entries" USING btree ("user_id","url_prefix");--> statement-breakpoint
ALTER TABLE "instant_scan_results" ADD CONSTRAINT "instant_scan_results_scan_id_scans_id_fk" FOREIGN KEY ("scan_id") REFERENCES "public"."scans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "instant_scan_results_token_key" ON "instant_scan_results" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "instant_scan_results_scan_email_key" ON "instant_scan_results" USING btree ("scan_id","email");