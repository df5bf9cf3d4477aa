CREATE TABLE "market_rate_feeds" (
	"feed" text NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "market_rate_feeds_feed_pk" PRIMARY KEY("feed")
);
--> statement-breakpoint
CREATE TABLE "market_rate_observations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"feed" text NOT NULL,
	"figure" text NOT NULL,
	"observed_on" text NOT NULL,
	"value_percent" double precision NOT NULL,
	"raw_value" text NOT NULL,
	"unit" text NOT NULL,
	"source" text NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	"effective_from" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "market_rate_observations_status_idx" ON "market_rate_observations" USING btree ("status","figure");--> statement-breakpoint
CREATE UNIQUE INDEX "market_rate_observations_unique" ON "market_rate_observations" USING btree ("feed","figure","observed_on");