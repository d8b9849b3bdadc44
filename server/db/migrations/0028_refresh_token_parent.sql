-- Tokens handed out before the column keep no parent: a sign-in goes on from them as before, and only a token exchanged in the reuse grace around the deploy could be taken again once its successor was exchanged (docs/decisions/102).

ALTER TABLE "refresh_tokens" ADD COLUMN "parent_id" uuid;--> statement-breakpoint
CREATE INDEX "refresh_tokens_parent_id_index" ON "refresh_tokens" USING btree ("parent_id");
