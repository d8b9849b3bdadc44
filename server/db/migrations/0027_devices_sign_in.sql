-- Registrations older than the column keep none: no logout ends them, the app's own unregister still does (docs/decisions/091).
ALTER TABLE "devices" ADD COLUMN "session_id" uuid;
