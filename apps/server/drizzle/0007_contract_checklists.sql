CREATE TABLE "contract_checklists" (
	"loan_advice_result_id" uuid PRIMARY KEY NOT NULL,
	"contract_date" date,
	"balance_date" date,
	"lease_end_date" date,
	"done_step_codes" text[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contract_checklists" ADD CONSTRAINT "contract_checklists_loan_advice_result_id_loan_advice_results_id_fk" FOREIGN KEY ("loan_advice_result_id") REFERENCES "public"."loan_advice_results"("id") ON DELETE cascade ON UPDATE no action;