DROP INDEX "assigned_job_appointments_contractor_id_state_index";--> statement-breakpoint
CREATE INDEX "assigned_job_appointments_contractor_id_state_created_at_index" ON "assigned_job_appointments" USING btree ("contractor_id","state","created_at");--> statement-breakpoint
CREATE INDEX "assigned_job_appointments_contractor_id_created_at_index" ON "assigned_job_appointments" USING btree ("contractor_id","created_at");--> statement-breakpoint
CREATE INDEX "job_appointments_job_request_id_index" ON "job_appointments" USING btree ("job_request_id");--> statement-breakpoint
CREATE INDEX "job_reviews_job_request_id_index" ON "job_reviews" USING btree ("job_request_id");