CREATE INDEX "contractors_listed_rating_index" ON "contractors" USING btree ("rating_average","review_count") WHERE "contractors"."is_active";--> statement-breakpoint
CREATE INDEX "contractors_listed_review_count_index" ON "contractors" USING btree ("review_count","rating_average") WHERE "contractors"."is_active";--> statement-breakpoint
CREATE INDEX "contractors_listed_business_name_index" ON "contractors" USING btree ("business_name") WHERE "contractors"."is_active";--> statement-breakpoint
CREATE INDEX "contractors_listed_years_index" ON "contractors" USING btree ("years_in_business") WHERE "contractors"."is_active";--> statement-breakpoint
CREATE INDEX "storage_unit_listings_listed_price_index" ON "storage_unit_listings" USING btree ("monthly_price_cents","title") WHERE "storage_unit_listings"."is_active";--> statement-breakpoint
CREATE INDEX "storage_unit_listings_listed_title_index" ON "storage_unit_listings" USING btree ("title") WHERE "storage_unit_listings"."is_active";--> statement-breakpoint
CREATE INDEX "storage_unit_listings_listed_square_footage_index" ON "storage_unit_listings" USING btree ("square_footage","title") WHERE "storage_unit_listings"."is_active";--> statement-breakpoint
CREATE INDEX "storage_unit_listings_listed_units_index" ON "storage_unit_listings" USING btree ("units_remaining","title") WHERE "storage_unit_listings"."is_active";--> statement-breakpoint
CREATE INDEX "storage_unit_listings_listed_availability_index" ON "storage_unit_listings" USING btree ("available_from" NULLS FIRST,"title") WHERE "storage_unit_listings"."is_active";