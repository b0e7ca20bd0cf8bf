CREATE TABLE "agencies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"website" text,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"phone" text,
	"address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"company_name" text NOT NULL,
	"website" text,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"roster_size" text NOT NULL,
	"message" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"decision_reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"agency_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_applications_status_check" CHECK ("agency_applications"."status" in ('pending','approved','rejected'))
);
--> statement-breakpoint
CREATE TABLE "agency_creators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"invite_email" text NOT NULL,
	"creator_id" text,
	"status" text DEFAULT 'invited' NOT NULL,
	"token_hash" text,
	"invited_by" text,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "agency_creators_status_check" CHECK ("agency_creators"."status" in ('invited','active','left','removed'))
);
--> statement-breakpoint
CREATE TABLE "agency_member_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_members_role_check" CHECK ("agency_members"."role" in ('owner','manager','viewer'))
);
--> statement-breakpoint
CREATE TABLE "agency_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"customer_id" text NOT NULL,
	"subscription_id" text,
	"plan" text,
	"seats" integer DEFAULT 0 NOT NULL,
	"status" text,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"last_event_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_subscriptions_agency_id_unique" UNIQUE("agency_id"),
	CONSTRAINT "agency_subscriptions_customer_id_unique" UNIQUE("customer_id"),
	CONSTRAINT "agency_subscriptions_subscription_id_unique" UNIQUE("subscription_id")
);
--> statement-breakpoint
ALTER TABLE "digital_signatures" ADD COLUMN "agency_id" uuid;--> statement-breakpoint
ALTER TABLE "digital_signatures" ADD COLUMN "agency_name" text;--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "started_by" text;--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "started_by_agency_id" uuid;--> statement-breakpoint
ALTER TABLE "removal_requests" ADD COLUMN "requested_by_agency_id" uuid;--> statement-breakpoint
ALTER TABLE "agency_applications" ADD CONSTRAINT "agency_applications_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_applications" ADD CONSTRAINT "agency_applications_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_applications" ADD CONSTRAINT "agency_applications_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_creators" ADD CONSTRAINT "agency_creators_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_creators" ADD CONSTRAINT "agency_creators_creator_id_user_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_creators" ADD CONSTRAINT "agency_creators_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_member_invitations" ADD CONSTRAINT "agency_member_invitations_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_member_invitations" ADD CONSTRAINT "agency_member_invitations_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_members" ADD CONSTRAINT "agency_members_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_members" ADD CONSTRAINT "agency_members_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_subscriptions" ADD CONSTRAINT "agency_subscriptions_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agency_applications_status_created_idx" ON "agency_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "agency_applications_one_pending_key" ON "agency_applications" USING btree ("user_id") WHERE "agency_applications"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "agency_creators_token_key" ON "agency_creators" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "agency_creators_one_active_key" ON "agency_creators" USING btree ("creator_id") WHERE "agency_creators"."status" = 'active';--> statement-breakpoint
CREATE INDEX "agency_creators_agency_status_idx" ON "agency_creators" USING btree ("agency_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "agency_member_invitations_token_key" ON "agency_member_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "agency_member_invitations_agency_idx" ON "agency_member_invitations" USING btree ("agency_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agency_members_user_key" ON "agency_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "agency_members_agency_idx" ON "agency_members" USING btree ("agency_id");