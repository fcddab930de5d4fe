CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
