CREATE TABLE "reference_videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"upload_id" uuid NOT NULL,
	"upload_key" text NOT NULL,
	"source_name" text,
	"bytes" bigint NOT NULL,
	"received_bytes" bigint DEFAULT 0 NOT NULL,
	"storage_key" text,
	"signature_key" text,
	"duration_ms" integer,
	"width" integer,
	"height" integer,
	"status" text DEFAULT 'uploading' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "reference_videos_status_check" CHECK ("reference_videos"."status" in ('uploading','processing','ready','failed')),
	CONSTRAINT "reference_videos_progress_check" CHECK ("reference_videos"."progress" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "takedown_emails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "reference_media" ADD COLUMN "video_id" uuid;--> statement-breakpoint
ALTER TABLE "reference_media" ADD COLUMN "time_ms" integer;--> statement-breakpoint
ALTER TABLE "reference_videos" ADD CONSTRAINT "reference_videos_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reference_videos_upload_key" ON "reference_videos" USING btree ("upload_key");--> statement-breakpoint
CREATE UNIQUE INDEX "reference_videos_upload_id_key" ON "reference_videos" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "reference_videos_user_idx" ON "reference_videos" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "reference_media" ADD CONSTRAINT "reference_media_video_id_reference_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."reference_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reference_media_video_time_key" ON "reference_media" USING btree ("video_id","time_ms");