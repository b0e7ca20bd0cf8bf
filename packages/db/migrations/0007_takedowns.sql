CREATE TABLE "notice_chains" (
	"user_id" text PRIMARY KEY NOT NULL,
	"sequence" integer NOT NULL,
	"head_hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notice_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"notice_id" uuid,
	"sequence" integer NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"detail" jsonb NOT NULL,
	"previous_hash" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notice_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"notice_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"leak_id" uuid,
	"address" text NOT NULL,
	"wave" integer DEFAULT 0 NOT NULL,
	"page_url" text NOT NULL,
	"media_urls" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notice_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"notice_id" uuid,
	"user_id" text,
	"message_id" text,
	"in_reply_to" text,
	"from_address" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"raw" text NOT NULL,
	"kind" text NOT NULL,
	"ticket" text,
	"reason" text,
	"threaded_by" text,
	"received_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_replies_kind_check" CHECK ("notice_replies"."kind" in ('acknowledged','removed','delisted','rejected','counter_notice','forwarded','unparsed'))
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"request_id" uuid,
	"reference" text NOT NULL,
	"wave" integer DEFAULT 0 NOT NULL,
	"basis" text NOT NULL,
	"recipient_kind" text NOT NULL,
	"recipient_name" text NOT NULL,
	"channel" text NOT NULL,
	"address" text NOT NULL,
	"site_id" text,
	"language" text NOT NULL,
	"route_reason" jsonb NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"raw" text NOT NULL,
	"raw_sha256" text NOT NULL,
	"pdf_key" text,
	"message_id" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"answer" text,
	"ticket" text,
	"rejection_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"sending_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"replied_at" timestamp with time zone,
	CONSTRAINT "notices_basis_check" CHECK ("notices"."basis" in ('dmca','dsa','delisting','impersonation')),
	CONSTRAINT "notices_recipient_kind_check" CHECK ("notices"."recipient_kind" in ('site','host','cdn','search_engine','registrar')),
	CONSTRAINT "notices_channel_check" CHECK ("notices"."channel" in ('email','webform')),
	CONSTRAINT "notices_status_check" CHECK ("notices"."status" in ('queued','sending','sent','acknowledged','rejected','failed','removed','delisted','restricted','escalated','counter_noticed'))
);
--> statement-breakpoint
CREATE TABLE "removal_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"requested_by" text,
	"automatic" boolean DEFAULT false NOT NULL,
	"leak_ids" jsonb NOT NULL,
	"status" text DEFAULT 'composing' NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"composed_at" timestamp with time zone,
	CONSTRAINT "removal_requests_status_check" CHECK ("removal_requests"."status" in ('composing','composed','failed'))
);
--> statement-breakpoint
ALTER TABLE "leaks" DROP CONSTRAINT "leaks_status_check";--> statement-breakpoint
UPDATE "leaks" SET "status" = 'sent' WHERE "status" = 'notice_sent';--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "auto_takedown" boolean;--> statement-breakpoint
ALTER TABLE "notice_chains" ADD CONSTRAINT "notice_chains_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_events" ADD CONSTRAINT "notice_events_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_events" ADD CONSTRAINT "notice_events_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_items" ADD CONSTRAINT "notice_items_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_items" ADD CONSTRAINT "notice_items_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_items" ADD CONSTRAINT "notice_items_leak_id_leaks_id_fk" FOREIGN KEY ("leak_id") REFERENCES "public"."leaks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_replies" ADD CONSTRAINT "notice_replies_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_request_id_removal_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."removal_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "removal_requests" ADD CONSTRAINT "removal_requests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notice_events_user_sequence_key" ON "notice_events" USING btree ("user_id","sequence");--> statement-breakpoint
CREATE INDEX "notice_events_notice_idx" ON "notice_events" USING btree ("notice_id","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "notice_items_leak_address_wave_key" ON "notice_items" USING btree ("leak_id","address","wave");--> statement-breakpoint
CREATE INDEX "notice_items_notice_idx" ON "notice_items" USING btree ("notice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notice_replies_message_id_key" ON "notice_replies" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "notice_replies_notice_idx" ON "notice_replies" USING btree ("notice_id","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notices_reference_key" ON "notices" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "notices_message_id_key" ON "notices" USING btree ("message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notices_request_address_wave_key" ON "notices" USING btree ("request_id","address","wave");--> statement-breakpoint
CREATE INDEX "notices_user_created_idx" ON "notices" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notices_ticket_idx" ON "notices" USING btree ("ticket");--> statement-breakpoint
CREATE INDEX "removal_requests_user_idx" ON "removal_requests" USING btree ("user_id","requested_at");--> statement-breakpoint
ALTER TABLE "leaks" ADD CONSTRAINT "leaks_status_check" CHECK ("leaks"."status" in ('new','awaiting_confirmation','queued','sent','acknowledged','rejected','failed','removed','delisted','restricted','escalated','counter_noticed','whitelisted'));