CREATE TABLE "catalog_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" integer,
	"tx" bigint DEFAULT (pg_current_xact_id()::text::bigint) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "catalog_changes_tx_idx" ON "catalog_changes" USING btree ("tx");--> statement-breakpoint
CREATE INDEX "catalog_changes_created_idx" ON "catalog_changes" USING btree ("created_at");--> statement-breakpoint
-- A product written (its row, categories, colours, sizes or images; deletes included, cascades too).
CREATE OR REPLACE FUNCTION curio_product_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'products' THEN
    INSERT INTO catalog_changes (product_id)
    VALUES (CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END);
  ELSE
    INSERT INTO catalog_changes (product_id)
    VALUES (CASE WHEN TG_OP = 'DELETE' THEN OLD.product_id ELSE NEW.product_id END);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Something every product's reply may show: a lookup's name, a seller's name or picture.
CREATE OR REPLACE FUNCTION curio_catalog_lookups_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_changes (product_id) VALUES (NULL);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_catalog_changes AFTER INSERT OR UPDATE OR DELETE ON products
FOR EACH ROW EXECUTE FUNCTION curio_product_changed();
--> statement-breakpoint
CREATE TRIGGER product_categories_catalog_changes AFTER INSERT OR UPDATE OR DELETE ON product_categories
FOR EACH ROW EXECUTE FUNCTION curio_product_changed();
--> statement-breakpoint
CREATE TRIGGER product_colors_catalog_changes AFTER INSERT OR UPDATE OR DELETE ON product_colors
FOR EACH ROW EXECUTE FUNCTION curio_product_changed();
--> statement-breakpoint
CREATE TRIGGER product_sizes_catalog_changes AFTER INSERT OR UPDATE OR DELETE ON product_sizes
FOR EACH ROW EXECUTE FUNCTION curio_product_changed();
--> statement-breakpoint
CREATE TRIGGER product_images_catalog_changes AFTER INSERT OR UPDATE OR DELETE ON product_images
FOR EACH ROW EXECUTE FUNCTION curio_product_changed();
--> statement-breakpoint
CREATE TRIGGER categories_catalog_changes AFTER INSERT OR UPDATE OR DELETE ON categories
FOR EACH STATEMENT EXECUTE FUNCTION curio_catalog_lookups_changed();
--> statement-breakpoint
CREATE TRIGGER colors_catalog_changes AFTER INSERT OR UPDATE OR DELETE ON colors
FOR EACH STATEMENT EXECUTE FUNCTION curio_catalog_lookups_changed();
--> statement-breakpoint
CREATE TRIGGER sizes_catalog_changes AFTER INSERT OR UPDATE OR DELETE ON sizes
FOR EACH STATEMENT EXECUTE FUNCTION curio_catalog_lookups_changed();
--> statement-breakpoint
CREATE TRIGGER users_catalog_changes AFTER UPDATE OF username, picture_key ON users
FOR EACH ROW WHEN (OLD.username IS DISTINCT FROM NEW.username OR OLD.picture_key IS DISTINCT FROM NEW.picture_key)
EXECUTE FUNCTION curio_catalog_lookups_changed();
