-- The catalogue's answers are kept in memory by every API instance (server/lib/response-cache.ts).
-- Any change to what they are made of tells every instance, on commit, to drop them.
CREATE FUNCTION notify_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER trades_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON trades FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER zip_codes_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON zip_codes FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER products_and_services_items_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products_and_services_items FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER equipment_rentals_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON equipment_rentals FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER contractors_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON contractors FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER contractor_trades_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON contractor_trades FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER contractor_reviews_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON contractor_reviews FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER contractor_working_hours_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON contractor_working_hours FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER memberships_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON memberships FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER membership_prices_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON membership_prices FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER locations_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON locations FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER storage_unit_sizes_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON storage_unit_sizes FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER storage_unit_listings_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON storage_unit_listings FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
-- Contractors and reviewers are named from their accounts; sign-ins and other account writes are not catalogue changes.
CREATE TRIGGER users_catalogue_changed AFTER UPDATE OF first_name, last_name, user_type, deleted_at OR DELETE ON users FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
