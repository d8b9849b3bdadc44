ALTER TABLE "files" ADD COLUMN "attached" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Every photo already on a job request is attached: the index below then holds only the uploads nobody took.
UPDATE "files" SET "attached" = true WHERE "id" IN (SELECT "file_id" FROM "job_request_photos");--> statement-breakpoint
CREATE INDEX "files_unattached_index" ON "files" USING btree ("created_at") WHERE not "files"."attached";
