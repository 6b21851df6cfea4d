CREATE TABLE "sanctions_list_entries" (
	"list_name" text,
	"entry_id" text,
	"name" text NOT NULL,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"schema" text NOT NULL,
	"kind" text NOT NULL,
	"programs" text[] DEFAULT '{}'::text[] NOT NULL,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"datasets" text[] DEFAULT '{}'::text[] NOT NULL,
	"listed_on" date,
	"raw" jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sanctions_list_entries_pkey" PRIMARY KEY("list_name","entry_id")
);
--> statement-breakpoint
CREATE TABLE "sanctions_list_entry_names" (
	"list_name" text NOT NULL,
	"entry_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"normalized_name" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sanctions_list_entry_names_list_name_entry_id_index" ON "sanctions_list_entry_names" ("list_name","entry_id");--> statement-breakpoint
CREATE INDEX "sanctions_list_entry_names_trgm" ON "sanctions_list_entry_names" USING gin ("normalized_name" gin_trgm_ops);