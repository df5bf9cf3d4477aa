CREATE TABLE "scheduled_job_runs" (
	"job_name" text NOT NULL,
	"slot" text NOT NULL,
	"instance" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "scheduled_job_runs_job_name_slot_pk" PRIMARY KEY("job_name","slot")
);
