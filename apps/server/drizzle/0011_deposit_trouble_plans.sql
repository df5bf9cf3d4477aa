CREATE TABLE "deposit_trouble_plans" (
	"loan_advice_result_id" uuid PRIMARY KEY NOT NULL,
	"request" jsonb NOT NULL,
	"plan" jsonb NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deposit_trouble_plans" ADD CONSTRAINT "deposit_trouble_plans_loan_advice_result_id_loan_advice_results_id_fk" FOREIGN KEY ("loan_advice_result_id") REFERENCES "public"."loan_advice_results"("id") ON DELETE cascade ON UPDATE no action;