ALTER TABLE "notices" DROP CONSTRAINT "notices_recipient_kind_check";--> statement-breakpoint
DROP INDEX "notices_request_address_wave_key";--> statement-breakpoint
ALTER TABLE "leaks" ADD COLUMN "wave_due_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "notices_request_address_first_key" ON "notices" USING btree ("request_id","address") WHERE "notices"."wave" = 0;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_recipient_kind_check" CHECK ("notices"."recipient_kind" in ('site','host','cdn','search_engine','registrar','payment_processor'));