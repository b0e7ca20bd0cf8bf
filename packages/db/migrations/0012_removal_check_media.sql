ALTER TABLE "removal_checks" DROP CONSTRAINT "removal_checks_target_check";--> statement-breakpoint
ALTER TABLE "removal_checks" ADD COLUMN "copy_key" text;--> statement-breakpoint
ALTER TABLE "removal_checks" ADD CONSTRAINT "removal_checks_target_check" CHECK ("removal_checks"."target" in ('page','media','search'));