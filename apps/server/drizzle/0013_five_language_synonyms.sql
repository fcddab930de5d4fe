-- How shoppers name the store's things in the five languages, where the relevance suite showed
-- the rules of migrations 0008 and 0012 short. Running shoes are running shoes and runners, not
-- every sneaker: the two seeded rules for them change, unless an admin has edited them since.
UPDATE "search_synonyms" SET "maps_to" = ARRAY['running shoes', 'runners'], "updated_at" = now()
WHERE curio_synonym_key("terms") IN (
    curio_synonym_key(ARRAY['跑鞋', '跑步鞋', '慢跑鞋']),
    curio_synonym_key(ARRAY['Laufschuhe', 'zapatillas de correr', 'chaussures de course']))
  AND "maps_to" = ARRAY['running shoes', 'sneakers'];
--> statement-breakpoint
-- Earbuds are in-ear headphones, not every pair of headphones; écouteurs are earbuds.
UPDATE "search_synonyms" SET "maps_to" = ARRAY['in-ear headphones'], "updated_at" = now()
WHERE curio_synonym_key("terms") = curio_synonym_key(ARRAY['earbuds', 'earphones'])
  AND "maps_to" = ARRAY['headphones'];
--> statement-breakpoint
UPDATE "search_synonyms" SET "terms" = array_remove("terms", 'écouteurs'), "updated_at" = now()
WHERE curio_synonym_key("terms") = curio_synonym_key(ARRAY['耳机', 'auriculares', 'Kopfhörer', 'casque', 'écouteurs'])
  AND "maps_to" = ARRAY['headphones'];
--> statement-breakpoint
-- A rule an admin already wrote with the same terms is kept as it is.
INSERT INTO "search_synonyms" ("terms", "maps_to") VALUES
  (ARRAY['running shoes', 'runners'], NULL),
  (ARRAY['necklace'], ARRAY['choker']),
  (ARRAY['collar'], ARRAY['necklace']),
  (ARRAY['耳机', 'auriculares', 'Kopfhörer'], ARRAY['earbuds']),
  (ARRAY['écouteurs', 'intra-auriculaires'], ARRAY['earbuds']),
  (ARRAY['wireless'], ARRAY['bluetooth']),
  (ARRAY['zip up', 'zipup'], ARRAY['full-zip']),
  (ARRAY['pull', 'pulls', 'pull-over', 'pull à capuche'], ARRAY['hoodie', 'sweatshirt']),
  (ARRAY['Jogginghose', 'Trainingshose', 'pantalón de chándal', 'jogging'], ARRAY['joggers']),
  (ARRAY['鸭舌帽', 'Basecap', 'Base Cap'], ARRAY['cap']),
  (ARRAY['帆布'], ARRAY['canvas'])
ON CONFLICT (curio_synonym_key("terms")) DO NOTHING;
