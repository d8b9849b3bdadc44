CREATE TABLE "demo_data_loads" (
	"version" integer PRIMARY KEY NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
