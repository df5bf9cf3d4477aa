CREATE TABLE "kept_safety_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"question" jsonb NOT NULL,
	"risk_level" text NOT NULL,
	"jeonse_ratio_percent" double precision,
	"checked_on" date NOT NULL,
	"kept_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kept_safety_checks" ADD CONSTRAINT "kept_safety_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kept_safety_checks_user_kept_idx" ON "kept_safety_checks" USING btree ("user_id","kept_at" DESC NULLS LAST);