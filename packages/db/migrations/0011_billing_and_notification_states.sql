CREATE TABLE "billing_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_states" (
	"user_id" text NOT NULL,
	"notification_id" uuid NOT NULL,
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "notification_states_user_id_notification_id_pk" PRIMARY KEY("user_id","notification_id")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"subscription_id" text,
	"plan" text,
	"status" text,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"grace_until" timestamp with time zone,
	"last_event_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "subscriptions_customer_id_unique" UNIQUE("customer_id"),
	CONSTRAINT "subscriptions_subscription_id_unique" UNIQUE("subscription_id"),
	CONSTRAINT "subscriptions_plan_check" CHECK ("subscriptions"."plan" is null or "subscriptions"."plan" in ('starter','pro','elite'))
);
--> statement-breakpoint
ALTER TABLE "notification_states" ADD CONSTRAINT "notification_states_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_states" ADD CONSTRAINT "notification_states_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_events_received_idx" ON "billing_events" USING btree ("received_at");--> statement-breakpoint
-- Live events (issue 15): a notification inserted, a profile's tier, verified or banned changed, or an
-- identity verification decided is announced on the channel unleak_events (ids only, never content);
-- every server process LISTENs and passes each event to its signed-in user's open pages.
CREATE OR REPLACE FUNCTION "unleak_announce_notification"() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('unleak_events', json_build_object('kind', 'notification', 'userId', NEW."user_id", 'global', NEW."global", 'id', NEW."id")::text);
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "notifications_announce" AFTER INSERT ON "notifications" FOR EACH ROW EXECUTE FUNCTION "unleak_announce_notification"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "unleak_announce_profile"() RETURNS trigger AS $$
BEGIN
  IF NEW."subscription_tier" IS DISTINCT FROM OLD."subscription_tier" OR NEW."verified" IS DISTINCT FROM OLD."verified" OR NEW."banned" IS DISTINCT FROM OLD."banned" THEN
    PERFORM pg_notify('unleak_events', json_build_object('kind', 'profile', 'userId', NEW."id")::text);
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "profiles_announce" AFTER UPDATE ON "profiles" FOR EACH ROW EXECUTE FUNCTION "unleak_announce_profile"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "unleak_announce_verification"() RETURNS trigger AS $$
BEGIN
  IF NEW."status" IS DISTINCT FROM OLD."status" THEN
    PERFORM pg_notify('unleak_events', json_build_object('kind', 'verification', 'userId', NEW."user_id")::text);
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "identity_verifications_announce" AFTER UPDATE ON "identity_verifications" FOR EACH ROW EXECUTE FUNCTION "unleak_announce_verification"();
