CREATE TABLE "equipment_rentals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text DEFAULT 'General' NOT NULL,
	"daily_rate_cents" integer NOT NULL,
	"weekly_rate_cents" integer,
	"deposit_cents" integer DEFAULT 0 NOT NULL,
	"quantity_available" integer DEFAULT 1 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "equipment_rentals_name_unique" UNIQUE("name"),
	CONSTRAINT "equipment_rentals_slug_unique" UNIQUE("slug"),
	CONSTRAINT "equipment_rentals_rates_not_negative" CHECK ("equipment_rentals"."daily_rate_cents" >= 0 and "equipment_rentals"."deposit_cents" >= 0 and "equipment_rentals"."quantity_available" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products_and_services_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trade_id" uuid,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"unit" text DEFAULT 'each' NOT NULL,
	"price_cents" integer NOT NULL,
	"tax_rate" numeric(6, 5) DEFAULT 0 NOT NULL,
	"automatically_add_to_proposals" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_and_services_items_tradeId_title_unique" UNIQUE NULLS NOT DISTINCT("trade_id","title"),
	CONSTRAINT "products_and_services_items_price_not_negative" CHECK ("products_and_services_items"."price_cents" >= 0),
	CONSTRAINT "products_and_services_items_tax_rate_fraction" CHECK ("products_and_services_items"."tax_rate" >= 0 and "products_and_services_items"."tax_rate" < 1)
);
--> statement-breakpoint
CREATE TABLE "trades" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trades_name_unique" UNIQUE("name"),
	CONSTRAINT "trades_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "zip_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"zip" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "zip_codes_zip_unique" UNIQUE("zip")
);
--> statement-breakpoint
CREATE TABLE "contractor_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contractor_id" uuid NOT NULL,
	"reviewer_user_id" uuid,
	"reviewer_name" text NOT NULL,
	"rating" smallint NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contractor_reviews_rating_range" CHECK ("contractor_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "contractor_trades" (
	"contractor_id" uuid NOT NULL,
	"trade_id" uuid NOT NULL,
	CONSTRAINT "contractor_trades_contractor_id_trade_id_pk" PRIMARY KEY("contractor_id","trade_id")
);
--> statement-breakpoint
CREATE TABLE "contractors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"business_name" text NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"license_number" text,
	"years_in_business" integer DEFAULT 0 NOT NULL,
	"zip_code" text NOT NULL,
	"service_radius_miles" integer DEFAULT 15 NOT NULL,
	"rating_average" numeric(3, 2) DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contractors_userId_unique" UNIQUE("user_id"),
	CONSTRAINT "contractors_service_radius_positive" CHECK ("contractors"."service_radius_miles" > 0),
	CONSTRAINT "contractors_rating_range" CHECK ("contractors"."rating_average" >= 0 and "contractors"."rating_average" <= 5)
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" uuid,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_storageKey_unique" UNIQUE("storage_key"),
	CONSTRAINT "files_size_not_negative" CHECK ("files"."size_bytes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone_number" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text,
	"user_type" text DEFAULT 'Consumer' NOT NULL,
	"initialized" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_phoneNumber_unique" UNIQUE("phone_number")
);
--> statement-breakpoint
CREATE TABLE "assigned_job_appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_request_id" uuid NOT NULL,
	"contractor_id" uuid NOT NULL,
	"state" text DEFAULT 'Offered' NOT NULL,
	"distance_miles" numeric(6, 2),
	"is_newly_booked" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	"booking_read_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"canceled_acknowledged_at" timestamp with time zone,
	"contractor_response" text,
	"responded_at" timestamp with time zone,
	"response_note" text,
	"estimate_cents" integer,
	"estimate_note" text,
	"estimate_submitted_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assigned_job_appointments_jobRequestId_contractorId_unique" UNIQUE("job_request_id","contractor_id")
);
--> statement-breakpoint
CREATE TABLE "job_appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_request_id" uuid NOT NULL,
	"job_proposal_id" uuid NOT NULL,
	"contractor_id" uuid NOT NULL,
	"scheduled_start" timestamp with time zone NOT NULL,
	"scheduled_end" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'Scheduled' NOT NULL,
	"reschedule_history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"completed_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_appointments_jobProposalId_unique" UNIQUE("job_proposal_id"),
	CONSTRAINT "job_appointments_end_after_start" CHECK ("job_appointments"."scheduled_end" > "job_appointments"."scheduled_start")
);
--> statement-breakpoint
CREATE TABLE "job_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_request_id" uuid NOT NULL,
	"contractor_id" uuid NOT NULL,
	"assigned_job_appointment_id" uuid,
	"line_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"tax_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer NOT NULL,
	"deposit_cents" integer DEFAULT 0 NOT NULL,
	"deposit_status" text DEFAULT 'NotDue' NOT NULL,
	"final_payment_cents" integer DEFAULT 0 NOT NULL,
	"final_payment_status" text DEFAULT 'NotDue' NOT NULL,
	"subsequent_payment_cents" integer DEFAULT 0 NOT NULL,
	"subsequent_payment_status" text DEFAULT 'NotDue' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"valid_until" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_proposals_amounts" CHECK ("job_proposals"."subtotal_cents" >= 0 and "job_proposals"."tax_cents" >= 0 and "job_proposals"."total_cents" = "job_proposals"."subtotal_cents" + "job_proposals"."tax_cents"),
	CONSTRAINT "job_proposals_deposit_at_most_one_third" CHECK ("job_proposals"."deposit_cents" >= 0 and "job_proposals"."deposit_cents" * 3 <= "job_proposals"."total_cents"),
	CONSTRAINT "job_proposals_deposit_plus_final_is_total" CHECK ("job_proposals"."deposit_cents" + "job_proposals"."final_payment_cents" = "job_proposals"."total_cents"),
	CONSTRAINT "job_proposals_subsequent_not_negative" CHECK ("job_proposals"."subsequent_payment_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "job_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"trade_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text DEFAULT 'MA' NOT NULL,
	"zip_code" text NOT NULL,
	"preferred_dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contact_name" text,
	"contact_phone" text,
	"contact_email" text,
	"source" text DEFAULT 'Account' NOT NULL,
	"status" text DEFAULT 'Submitted' NOT NULL,
	"cancelation_reason" text,
	"cancelation_requested_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_appointment_id" uuid NOT NULL,
	"job_request_id" uuid NOT NULL,
	"contractor_id" uuid NOT NULL,
	"user_id" uuid,
	"rating" smallint,
	"text" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'Requested' NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_reviews_jobAppointmentId_unique" UNIQUE("job_appointment_id"),
	CONSTRAINT "job_reviews_rating_range" CHECK ("job_reviews"."rating" is null or "job_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "membership_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"membership_id" uuid NOT NULL,
	"interval" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"stripe_price_id" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_prices_stripePriceId_unique" UNIQUE("stripe_price_id"),
	CONSTRAINT "membership_prices_membershipId_interval_unique" UNIQUE("membership_id","interval"),
	CONSTRAINT "membership_prices_amount_positive" CHECK ("membership_prices"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"benefits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_name_unique" UNIQUE("name"),
	CONSTRAINT "memberships_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "user_memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"membership_id" uuid NOT NULL,
	"price_id" uuid NOT NULL,
	"status" text DEFAULT 'Incomplete' NOT NULL,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"stripe_customer_id" text,
	"stripe_subscription_id" text,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_memberships_stripeSubscriptionId_unique" UNIQUE("stripe_subscription_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"kind" text NOT NULL,
	"job_proposal_id" uuid,
	"user_membership_id" uuid,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"stripe_checkout_session_id" text,
	"stripe_payment_intent_id" text,
	"paid_at" timestamp with time zone,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_stripeCheckoutSessionId_unique" UNIQUE("stripe_checkout_session_id"),
	CONSTRAINT "payments_stripePaymentIntentId_unique" UNIQUE("stripe_payment_intent_id"),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_cents" > 0),
	CONSTRAINT "payments_has_subject" CHECK (("payments"."kind" = 'Membership' and "payments"."user_membership_id" is not null) or ("payments"."kind" <> 'Membership' and "payments"."job_proposal_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "processed_webhook_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text DEFAULT 'stripe' NOT NULL,
	"provider_event_id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processed_webhook_events_providerEventId_unique" UNIQUE("provider_event_id")
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"message" text NOT NULL,
	"status" text DEFAULT 'New' NOT NULL,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_subscriptions_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"address_line1" text NOT NULL,
	"city" text NOT NULL,
	"state" text DEFAULT 'MA' NOT NULL,
	"zip_code" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"phone" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locations_name_unique" UNIQUE("name"),
	CONSTRAINT "locations_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "storage_unit_enquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"move_in_date" date,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'New' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "storage_unit_listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"size_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"square_footage" integer NOT NULL,
	"monthly_price_cents" integer NOT NULL,
	"units_remaining" integer DEFAULT 0 NOT NULL,
	"available_from" date,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storage_unit_listings_locationId_title_unique" UNIQUE("location_id","title"),
	CONSTRAINT "storage_unit_listings_counts" CHECK ("storage_unit_listings"."square_footage" > 0 and "storage_unit_listings"."monthly_price_cents" >= 0 and "storage_unit_listings"."units_remaining" >= 0)
);
--> statement-breakpoint
CREATE TABLE "storage_unit_sizes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"width_feet" integer NOT NULL,
	"length_feet" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storage_unit_sizes_name_unique" UNIQUE("name"),
	CONSTRAINT "storage_unit_sizes_positive" CHECK ("storage_unit_sizes"."width_feet" > 0 and "storage_unit_sizes"."length_feet" > 0)
);
--> statement-breakpoint
ALTER TABLE "products_and_services_items" ADD CONSTRAINT "products_and_services_items_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_reviews" ADD CONSTRAINT "contractor_reviews_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_reviews" ADD CONSTRAINT "contractor_reviews_reviewer_user_id_users_id_fk" FOREIGN KEY ("reviewer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_trades" ADD CONSTRAINT "contractor_trades_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_trades" ADD CONSTRAINT "contractor_trades_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractors" ADD CONSTRAINT "contractors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractors" ADD CONSTRAINT "contractors_zip_code_zip_codes_zip_fk" FOREIGN KEY ("zip_code") REFERENCES "public"."zip_codes"("zip") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assigned_job_appointments" ADD CONSTRAINT "assigned_job_appointments_job_request_id_job_requests_id_fk" FOREIGN KEY ("job_request_id") REFERENCES "public"."job_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assigned_job_appointments" ADD CONSTRAINT "assigned_job_appointments_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_appointments" ADD CONSTRAINT "job_appointments_job_request_id_job_requests_id_fk" FOREIGN KEY ("job_request_id") REFERENCES "public"."job_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_appointments" ADD CONSTRAINT "job_appointments_job_proposal_id_job_proposals_id_fk" FOREIGN KEY ("job_proposal_id") REFERENCES "public"."job_proposals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_appointments" ADD CONSTRAINT "job_appointments_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_proposals" ADD CONSTRAINT "job_proposals_job_request_id_job_requests_id_fk" FOREIGN KEY ("job_request_id") REFERENCES "public"."job_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_proposals" ADD CONSTRAINT "job_proposals_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_proposals" ADD CONSTRAINT "job_proposals_assigned_job_appointment_id_assigned_job_appointments_id_fk" FOREIGN KEY ("assigned_job_appointment_id") REFERENCES "public"."assigned_job_appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_requests" ADD CONSTRAINT "job_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_requests" ADD CONSTRAINT "job_requests_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_reviews" ADD CONSTRAINT "job_reviews_job_appointment_id_job_appointments_id_fk" FOREIGN KEY ("job_appointment_id") REFERENCES "public"."job_appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_reviews" ADD CONSTRAINT "job_reviews_job_request_id_job_requests_id_fk" FOREIGN KEY ("job_request_id") REFERENCES "public"."job_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_reviews" ADD CONSTRAINT "job_reviews_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_reviews" ADD CONSTRAINT "job_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_prices" ADD CONSTRAINT "membership_prices_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_memberships" ADD CONSTRAINT "user_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_memberships" ADD CONSTRAINT "user_memberships_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_memberships" ADD CONSTRAINT "user_memberships_price_id_membership_prices_id_fk" FOREIGN KEY ("price_id") REFERENCES "public"."membership_prices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_job_proposal_id_job_proposals_id_fk" FOREIGN KEY ("job_proposal_id") REFERENCES "public"."job_proposals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_membership_id_user_memberships_id_fk" FOREIGN KEY ("user_membership_id") REFERENCES "public"."user_memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_unit_enquiries" ADD CONSTRAINT "storage_unit_enquiries_listing_id_storage_unit_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."storage_unit_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_unit_enquiries" ADD CONSTRAINT "storage_unit_enquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_unit_listings" ADD CONSTRAINT "storage_unit_listings_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_unit_listings" ADD CONSTRAINT "storage_unit_listings_size_id_storage_unit_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."storage_unit_sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contractor_reviews_contractor_id_created_at_index" ON "contractor_reviews" USING btree ("contractor_id","created_at");--> statement-breakpoint
CREATE INDEX "contractor_trades_trade_id_index" ON "contractor_trades" USING btree ("trade_id");--> statement-breakpoint
CREATE INDEX "contractors_zip_code_index" ON "contractors" USING btree ("zip_code");--> statement-breakpoint
CREATE INDEX "files_owner_user_id_index" ON "files" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "assigned_job_appointments_contractor_id_state_index" ON "assigned_job_appointments" USING btree ("contractor_id","state");--> statement-breakpoint
CREATE INDEX "job_appointments_contractor_id_scheduled_start_index" ON "job_appointments" USING btree ("contractor_id","scheduled_start");--> statement-breakpoint
CREATE INDEX "job_proposals_job_request_id_index" ON "job_proposals" USING btree ("job_request_id");--> statement-breakpoint
CREATE INDEX "job_requests_user_id_created_at_index" ON "job_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "job_requests_status_index" ON "job_requests" USING btree ("status");--> statement-breakpoint
CREATE INDEX "job_requests_trade_id_index" ON "job_requests" USING btree ("trade_id");--> statement-breakpoint
CREATE INDEX "user_memberships_user_id_status_index" ON "user_memberships" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "user_memberships_stripe_customer_id_index" ON "user_memberships" USING btree ("stripe_customer_id");--> statement-breakpoint
CREATE INDEX "payments_job_proposal_id_index" ON "payments" USING btree ("job_proposal_id");--> statement-breakpoint
CREATE INDEX "payments_user_id_created_at_index" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_index" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "storage_unit_enquiries_listing_id_index" ON "storage_unit_enquiries" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "storage_unit_listings_size_id_index" ON "storage_unit_listings" USING btree ("size_id");