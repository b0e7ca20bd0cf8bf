CREATE TABLE "removal_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"leak_id" uuid NOT NULL,
	"target" text NOT NULL,
	"url" text NOT NULL,
	"outcome" text NOT NULL,
	"reason" text NOT NULL,
	"evidence" jsonb NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "removal_checks_target_check" CHECK ("removal_checks"."target" in ('page','search'))
);
--> statement-breakpoint
ALTER TABLE "leaks" ADD COLUMN "tracking_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leaks" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leaks" ADD COLUMN "handed_over_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leaks" ADD COLUMN "parent_leak_id" uuid;--> statement-breakpoint
ALTER TABLE "removal_checks" ADD CONSTRAINT "removal_checks_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "removal_checks" ADD CONSTRAINT "removal_checks_leak_id_leaks_id_fk" FOREIGN KEY ("leak_id") REFERENCES "public"."leaks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "removal_checks_leak_idx" ON "removal_checks" USING btree ("leak_id","checked_at");