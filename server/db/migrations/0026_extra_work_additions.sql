ALTER TABLE "job_proposals" ADD COLUMN "extra_work_additions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_proposals" ADD CONSTRAINT "job_proposals_extra_work_additions_not_negative" CHECK ("job_proposals"."extra_work_additions" >= 0);--> statement-breakpoint
-- Proposals older than the column: extra work is only ever added to a job's one accepted estimate, and each addition left an ExtraWorkAdded step on the job's timeline.
UPDATE "job_proposals" SET "extra_work_additions" = (SELECT count(*) FROM "job_request_events" WHERE "job_request_events"."job_request_id" = "job_proposals"."job_request_id" AND "job_request_events"."type" = 'ExtraWorkAdded') WHERE "status" = 'Accepted';
