CREATE TABLE "sign_in_networks" (
	"user_id" uuid NOT NULL,
	"network_hash" text NOT NULL,
	"last_signed_in_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_networks_user_id_network_hash_pk" PRIMARY KEY("user_id","network_hash")
);
--> statement-breakpoint
ALTER TABLE "phone_codes" ADD COLUMN "owner_share" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_networks" ADD CONSTRAINT "sign_in_networks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_networks_last_signed_in_at_index" ON "sign_in_networks" USING btree ("last_signed_in_at");