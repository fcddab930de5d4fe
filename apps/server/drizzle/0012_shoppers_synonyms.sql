-- How shoppers name the store's categories, beyond the starting list of migration 0008: Chinese
-- words for running and sports shoes, German and Spanish and French everyday words, and
-- sweatshirts as hoodies. A rule an admin already wrote with the same terms is kept as it is.
INSERT INTO "search_synonyms" ("terms", "maps_to") VALUES
  (ARRAY['跑鞋', '跑步鞋', '慢跑鞋'], ARRAY['running shoes', 'sneakers']),
  (ARRAY['板鞋', '休闲鞋', '帆布鞋'], ARRAY['sneakers']),
  (ARRAY['Laufschuhe', 'zapatillas de correr', 'chaussures de course'], ARRAY['running shoes', 'sneakers']),
  (ARRAY['Kapuzenpulli', 'Hoodie-Pulli', 'Pulli', 'Pullover', 'Sweatshirt-Jacke'], ARRAY['hoodie', 'sweatshirt']),
  (ARRAY['sudaderas', 'buzo', 'polerón', 'sweat-shirt'], ARRAY['hoodie', 'sweatshirt']),
  (ARRAY['sweatshirt', 'crewneck'], ARRAY['hoodie']),
  (ARRAY['卫衣外套', '连帽衫', '帽衫'], ARRAY['hoodie']),
  (ARRAY['Sportschuhe', 'deportivas'], ARRAY['sneakers'])
ON CONFLICT (curio_synonym_key("terms")) DO NOTHING;
