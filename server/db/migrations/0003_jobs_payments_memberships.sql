CREATE TABLE "contractor_working_hours" (
	"contractor_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	CONSTRAINT "contractor_working_hours_contractor_id_weekday_pk" PRIMARY KEY("contractor_id","weekday"),
	CONSTRAINT "contractor_working_hours_weekday" CHECK ("contractor_working_hours"."weekday" between 0 and 6),
	CONSTRAINT "contractor_working_hours_span" CHECK ("contractor_working_hours"."start_minute" >= 0 and "contractor_working_hours"."end_minute" <= 1440 and "contractor_working_hours"."start_minute" < "contractor_working_hours"."end_minute")
);
--> statement-breakpoint
CREATE TABLE "file_contents" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"content" "bytea" NOT NULL,
	"thumbnail" "bytea",
	"thumbnail_content_type" text
);
--> statement-breakpoint
CREATE TABLE "job_request_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_request_id" uuid NOT NULL,
	"type" text NOT NULL,
	"by" text NOT NULL,
	"contractor_id" uuid,
	"note" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_request_photos" (
	"job_request_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "job_request_photos_job_request_id_file_id_pk" PRIMARY KEY("job_request_id","file_id"),
	CONSTRAINT "job_request_photos_fileId_unique" UNIQUE("file_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"channel" text NOT NULL,
	"to" text NOT NULL,
	"kind" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_customers" (
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_customers_user_id_provider_pk" PRIMARY KEY("user_id","provider"),
	CONSTRAINT "payment_customers_customerId_unique" UNIQUE("customer_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_objects" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" DROP CONSTRAINT "files_storageKey_unique";--> statement-breakpoint
ALTER TABLE "job_proposals" DROP CONSTRAINT "job_proposals_amounts";--> statement-breakpoint
DROP INDEX "files_owner_user_id_index";--> statement-breakpoint
ALTER TABLE "products_and_services_items" ADD COLUMN "kind" text DEFAULT 'Other' NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "job_appointments" ADD COLUMN "on_my_way_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_appointments" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_proposals" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_proposals" ADD COLUMN "discount_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_proposals" ADD COLUMN "requested_deposit_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_proposals" ADD COLUMN "subsequent_payment_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_proposals" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_requests" ADD COLUMN "requested_contractor_id" uuid;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "labor_discount_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "trip_charge_waiver" text DEFAULT 'None' NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "storage_discount_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "priority_scheduling" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_memberships" ADD COLUMN "stripe_checkout_session_id" text;--> statement-breakpoint
ALTER TABLE "user_memberships" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "user_memberships" ADD COLUMN "renewal_notice_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_memberships" ADD COLUMN "last_event_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider" text DEFAULT 'stripe' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "client_secret" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contractor_working_hours" ADD CONSTRAINT "contractor_working_hours_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_contents" ADD CONSTRAINT "file_contents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_request_events" ADD CONSTRAINT "job_request_events_job_request_id_job_requests_id_fk" FOREIGN KEY ("job_request_id") REFERENCES "public"."job_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_request_events" ADD CONSTRAINT "job_request_events_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_request_photos" ADD CONSTRAINT "job_request_photos_job_request_id_job_requests_id_fk" FOREIGN KEY ("job_request_id") REFERENCES "public"."job_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_request_photos" ADD CONSTRAINT "job_request_photos_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_request_events_job_request_id_at_index" ON "job_request_events" USING btree ("job_request_id","at");--> statement-breakpoint
CREATE INDEX "notifications_pending_idx" ON "notifications" USING btree ("created_at") WHERE "notifications"."status" = 'Pending';--> statement-breakpoint
CREATE INDEX "notifications_to_created_at_index" ON "notifications" USING btree ("to","created_at");--> statement-breakpoint
CREATE INDEX "sandbox_objects_type_created_at_index" ON "sandbox_objects" USING btree ("type","created_at");--> statement-breakpoint
ALTER TABLE "job_requests" ADD CONSTRAINT "job_requests_requested_contractor_id_contractors_id_fk" FOREIGN KEY ("requested_contractor_id") REFERENCES "public"."contractors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_owner_user_id_created_at_index" ON "files" USING btree ("owner_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "job_appointments_one_visit_per_slot" ON "job_appointments" USING btree ("contractor_id","scheduled_start") WHERE "job_appointments"."status" <> 'Canceled';--> statement-breakpoint
CREATE INDEX "job_requests_unclaimed_phone_idx" ON "job_requests" USING btree ("contact_phone") WHERE "job_requests"."user_id" is null;--> statement-breakpoint
ALTER TABLE "files" DROP COLUMN "storage_key";--> statement-breakpoint
ALTER TABLE "user_memberships" ADD CONSTRAINT "user_memberships_stripeCheckoutSessionId_unique" UNIQUE("stripe_checkout_session_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_idempotencyKey_unique" UNIQUE("idempotency_key");--> statement-breakpoint
ALTER TABLE "job_proposals" ADD CONSTRAINT "job_proposals_amounts" CHECK ("job_proposals"."subtotal_cents" >= 0 and "job_proposals"."tax_cents" >= 0 and "job_proposals"."discount_cents" >= 0 and "job_proposals"."discount_cents" <= "job_proposals"."subtotal_cents" and "job_proposals"."total_cents" = "job_proposals"."subtotal_cents" - "job_proposals"."discount_cents" + "job_proposals"."tax_cents");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_within_amount" CHECK ("payments"."refunded_cents" >= 0 and "payments"."refunded_cents" <= "payments"."amount_cents");