CREATE TABLE "payment_lines" (
	"payment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "payment_lines_payment_id_kind_pk" PRIMARY KEY("payment_id","kind"),
	CONSTRAINT "payment_lines_amount_positive" CHECK ("payment_lines"."amount_cents" > 0),
	CONSTRAINT "payment_lines_job_kind" CHECK ("payment_lines"."kind" <> 'Membership')
);
--> statement-breakpoint
ALTER TABLE "payment_lines" ADD CONSTRAINT "payment_lines_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;