ALTER TABLE "contractor_reviews" ADD COLUMN "trade_id" uuid;--> statement-breakpoint
ALTER TABLE "job_reviews" ADD COLUMN "contractor_review_id" uuid;--> statement-breakpoint
ALTER TABLE "contractor_reviews" ADD CONSTRAINT "contractor_reviews_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_reviews" ADD CONSTRAINT "job_reviews_contractor_review_id_contractor_reviews_id_fk" FOREIGN KEY ("contractor_review_id") REFERENCES "public"."contractor_reviews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_reviews" ADD CONSTRAINT "job_reviews_contractorReviewId_unique" UNIQUE("contractor_review_id");