CREATE TABLE "loan_advice_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"user_input_info_id" uuid NOT NULL,
	"policy_date" date NOT NULL,
	"market_rate_date" date NOT NULL,
	"has_eligible_product" boolean NOT NULL,
	"loan_product_code" text,
	"loan_product_name" text,
	"expected_loan_rate" numeric(6, 3),
	"possible_loan_limit" bigint,
	"report" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_input_infos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"profile" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "loan_advice_results" ADD CONSTRAINT "loan_advice_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_advice_results" ADD CONSTRAINT "loan_advice_results_user_input_info_id_user_input_infos_id_fk" FOREIGN KEY ("user_input_info_id") REFERENCES "public"."user_input_infos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_input_infos" ADD CONSTRAINT "user_input_infos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loan_advice_results_user_created_idx" ON "loan_advice_results" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_input_infos_user_idx" ON "user_input_infos" USING btree ("user_id","created_at");