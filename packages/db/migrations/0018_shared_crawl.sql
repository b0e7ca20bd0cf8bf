CREATE TABLE "crawl_pages" (
	"site_id" text NOT NULL,
	"url_hash" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crawl_pages_site_id_url_hash_pk" PRIMARY KEY("site_id","url_hash")
);
--> statement-breakpoint
CREATE TABLE "crawl_sites" (
	"site_id" text PRIMARY KEY NOT NULL,
	"last_crawled_at" timestamp with time zone,
	"cursor" text,
	"next_due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"leased_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "crawl_pages_fetched_idx" ON "crawl_pages" USING btree ("fetched_at");