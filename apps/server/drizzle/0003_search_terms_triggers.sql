-- Typo-tolerant search: a dictionary of the words of product and category names, kept by triggers,
-- corrected against with Levenshtein distance (fuzzystrmatch; PGlite and PostgreSQL 15 both have it).
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION curio_add_search_terms(source text) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO search_terms (term)
  SELECT DISTINCT word
  FROM regexp_split_to_table(lower(source), '[[:space:][:punct:]]+') AS word
  WHERE length(word) BETWEEN 2 AND 40
  ON CONFLICT (term) DO NOTHING;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION curio_collect_search_terms() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM curio_add_search_terms(NEW.name);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_terms AFTER INSERT OR UPDATE OF name ON products
FOR EACH ROW EXECUTE FUNCTION curio_collect_search_terms();
--> statement-breakpoint
CREATE TRIGGER categories_search_terms AFTER INSERT OR UPDATE OF name ON categories
FOR EACH ROW EXECUTE FUNCTION curio_collect_search_terms();
--> statement-breakpoint
SELECT curio_add_search_terms(name) FROM products;
--> statement-breakpoint
SELECT curio_add_search_terms(name) FROM categories;
