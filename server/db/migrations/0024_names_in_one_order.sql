-- Lists order names regardless of case, the same on PGlite and PostgreSQL (server/db/name-order.ts): their indexes are on that order.
DROP INDEX "contractors_listed_business_name_index";--> statement-breakpoint
DROP INDEX "storage_unit_listings_listed_price_index";--> statement-breakpoint
DROP INDEX "storage_unit_listings_listed_title_index";--> statement-breakpoint
DROP INDEX "storage_unit_listings_listed_square_footage_index";--> statement-breakpoint
DROP INDEX "storage_unit_listings_listed_units_index";--> statement-breakpoint
DROP INDEX "storage_unit_listings_listed_availability_index";--> statement-breakpoint
CREATE INDEX "contractors_listed_business_name_index" ON "contractors" USING btree (lower("business_name" collate "C")) WHERE "contractors"."is_active";--> statement-breakpoint
CREATE INDEX "storage_unit_listings_listed_price_index" ON "storage_unit_listings" USING btree ("monthly_price_cents",lower("title" collate "C")) WHERE "storage_unit_listings"."is_active";--> statement-breakpoint
CREATE INDEX "storage_unit_listings_listed_title_index" ON "storage_unit_listings" USING btree (lower("title" collate "C")) WHERE "storage_unit_listings"."is_active";--> statement-breakpoint
CREATE INDEX "storage_unit_listings_listed_square_footage_index" ON "storage_unit_listings" USING btree ("square_footage",lower("title" collate "C")) WHERE "storage_unit_listings"."is_active";--> statement-breakpoint
CREATE INDEX "storage_unit_listings_listed_units_index" ON "storage_unit_listings" USING btree ("units_remaining",lower("title" collate "C")) WHERE "storage_unit_listings"."is_active";--> statement-breakpoint
CREATE INDEX "storage_unit_listings_listed_availability_index" ON "storage_unit_listings" USING btree ("available_from" NULLS FIRST,lower("title" collate "C")) WHERE "storage_unit_listings"."is_active";