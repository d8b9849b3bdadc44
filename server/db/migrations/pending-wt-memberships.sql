-- Memberships bought online (wt-memberships).
-- user_memberships.checkout_url: the open checkout's page, so a second POST /Memberships/buy while it
-- is open answers the same session (the provider's page address cannot be rebuilt from its id).
-- storage_unit_enquiries.member_discount_percent: the rent discount of the membership the visitor
-- held when asking, which the answer states and the provider honours.
ALTER TABLE "user_memberships" ADD COLUMN "checkout_url" text;--> statement-breakpoint
ALTER TABLE "storage_unit_enquiries" ADD COLUMN "member_discount_percent" integer DEFAULT 0 NOT NULL;
