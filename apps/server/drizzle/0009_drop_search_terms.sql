-- The search's typo corrections come from the catalogue index in memory (docs/decisions/011):
-- the dictionary of name words and the triggers that kept it are no longer read.
DROP TRIGGER IF EXISTS products_search_terms ON products;--> statement-breakpoint
DROP TRIGGER IF EXISTS categories_search_terms ON categories;--> statement-breakpoint
DROP FUNCTION IF EXISTS curio_collect_search_terms();--> statement-breakpoint
DROP FUNCTION IF EXISTS curio_add_search_terms(text);--> statement-breakpoint
DROP TABLE "search_terms" CASCADE;
