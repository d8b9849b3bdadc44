ALTER TABLE "user_memberships" ADD COLUMN "checkout_url" text;--> statement-breakpoint
ALTER TABLE "storage_unit_enquiries" ADD COLUMN "member_discount_percent" integer DEFAULT 0 NOT NULL;