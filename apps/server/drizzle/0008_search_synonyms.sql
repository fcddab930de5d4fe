-- A rule's terms as one text, case and order aside: a second rule with the same terms is refused.
CREATE OR REPLACE FUNCTION curio_synonym_key(terms text[]) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT string_agg(term, ',' ORDER BY term COLLATE "C")
  FROM (SELECT DISTINCT lower(btrim(t)) AS term FROM unnest(terms) AS t) AS folded
$$;
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"terms" text[] NOT NULL,
	"maps_to" text[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_synonyms_terms_check" CHECK (cardinality("search_synonyms"."terms") between 1 and 20 and array_position("search_synonyms"."terms", null) is null),
	CONSTRAINT "search_synonyms_maps_to_check" CHECK ("search_synonyms"."maps_to" is null and cardinality("search_synonyms"."terms") >= 2 or cardinality("search_synonyms"."maps_to") between 1 and 20 and array_position("search_synonyms"."maps_to", null) is null)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "search_synonyms_terms_idx" ON "search_synonyms" USING btree (curio_synonym_key("terms"));
--> statement-breakpoint
-- The starting list: English words for what the demo store's names and categories say,
-- two-way where English has several words, and the words shoppers type in the other four languages,
-- one-way to the catalogue's English. Admins edit it in the admin panel.
INSERT INTO "search_synonyms" ("terms", "maps_to") VALUES
  (ARRAY['tee', 't-shirt', 'tshirt'], NULL),
  (ARRAY['sneakers', 'trainers', 'kicks'], NULL),
  (ARRAY['hoodie', 'hooded sweatshirt'], NULL),
  (ARRAY['pants', 'trousers'], NULL),
  (ARRAY['sweatpants', 'joggers', 'track pants'], NULL),
  (ARRAY['backpack', 'rucksack', 'daypack'], NULL),
  (ARRAY['sunglasses', 'shades'], NULL),
  (ARRAY['watch', 'wristwatch'], NULL),
  (ARRAY['headphones', 'headset'], NULL),
  (ARRAY['jewelry', 'jewellery'], NULL),
  (ARRAY['wallet', 'billfold'], NULL),
  (ARRAY['gray', 'grey'], NULL),
  (ARRAY['cap', 'hat'], NULL),
  (ARRAY['sweater', 'jumper'], ARRAY['hoodie', 'sweatshirt']),
  (ARRAY['purse', 'handbag'], ARRAY['bag']),
  (ARRAY['coat'], ARRAY['jacket']),
  (ARRAY['earbuds', 'earphones'], ARRAY['headphones']),
  (ARRAY['denim'], ARRAY['jeans']),
  (ARRAY['beanie'], ARRAY['hat']),
  (ARRAY['卫衣', 'sudadera con capucha', 'Kapuzenpullover', 'sweat à capuche'], ARRAY['hoodie']),
  (ARRAY['sudadera', 'sweat'], ARRAY['hoodie', 'sweatshirt']),
  (ARRAY['T恤', '短袖', 'camiseta', 'playera'], ARRAY['t-shirt']),
  (ARRAY['运动鞋', '球鞋', 'zapatillas', 'tenis', 'Turnschuhe', 'baskets'], ARRAY['sneakers']),
  (ARRAY['鞋', '鞋子', 'zapatos', 'Schuhe', 'chaussures'], ARRAY['shoes']),
  (ARRAY['帽子', 'sombrero', 'Mütze', 'chapeau'], ARRAY['hat', 'cap']),
  (ARRAY['棒球帽', 'gorra', 'Kappe', 'casquette'], ARRAY['cap']),
  (ARRAY['包', '包包', 'bolso', 'Tasche', 'sac'], ARRAY['bag']),
  (ARRAY['背包', '双肩包', 'mochila', 'sac à dos'], ARRAY['backpack']),
  (ARRAY['夹克', '外套', 'chaqueta', 'chamarra', 'Jacke', 'veste', 'blouson'], ARRAY['jacket']),
  (ARRAY['裤子', 'pantalones', 'Hose', 'pantalon'], ARRAY['pants']),
  (ARRAY['牛仔裤', 'vaqueros'], ARRAY['jeans']),
  (ARRAY['手表', 'reloj', 'Uhr', 'Armbanduhr', 'montre'], ARRAY['watch']),
  (ARRAY['首饰', '饰品', 'joyas', 'Schmuck', 'bijoux'], ARRAY['jewelry']),
  (ARRAY['项链', 'Halskette', 'collier'], ARRAY['necklace']),
  (ARRAY['戒指', 'anillo', 'bague'], ARRAY['ring']),
  (ARRAY['手链', 'pulsera', 'Armband'], ARRAY['bracelet']),
  (ARRAY['墨镜', '太阳镜', 'gafas de sol', 'Sonnenbrille', 'lunettes de soleil'], ARRAY['sunglasses']),
  (ARRAY['耳机', 'auriculares', 'Kopfhörer', 'casque', 'écouteurs'], ARRAY['headphones']),
  (ARRAY['钱包', 'cartera', 'Geldbörse', 'Portemonnaie', 'portefeuille'], ARRAY['wallet']),
  (ARRAY['配饰', 'accesorios', 'Zubehör', 'accessoires'], ARRAY['accessories']),
  (ARRAY['运动服', 'ropa deportiva', 'Sportbekleidung', 'vêtements de sport'], ARRAY['sportswear']);
--> statement-breakpoint
-- Every server's catalogue index reloads its synonyms (like a lookup's change, migration 0006).
CREATE TRIGGER search_synonyms_catalog_changes AFTER INSERT OR UPDATE OR DELETE ON search_synonyms
FOR EACH STATEMENT EXECUTE FUNCTION curio_catalog_lookups_changed();
