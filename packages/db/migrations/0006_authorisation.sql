ALTER TABLE "digital_signatures" ADD COLUMN "document_key" text;--> statement-breakpoint
ALTER TABLE "digital_signatures" ADD COLUMN "document_hash" text;--> statement-breakpoint
ALTER TABLE "digital_signatures" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "digital_signatures" ADD COLUMN "ip_address" text;--> statement-breakpoint
ALTER TABLE "digital_signatures" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "digital_signatures" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD COLUMN "document_back_key" text;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD COLUMN "selfie_key" text;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD COLUMN "document_type" text;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD COLUMN "documents_deleted_at" timestamp with time zone;