-- The shop's settings row (docs/decisions/045-the-owners-store-settings.md): the name and words the shop
-- was drawn with until the owner saves their own, and the time zone the shipping settings kept until now.
INSERT INTO "store_settings" ("id", "name", "tagline", "time_zone")
SELECT 1, 'Houseplant Shop', 'Your perfect plant, one click away',
       coalesce((SELECT "time_zone" FROM "shipping_settings" WHERE "id" = 1), 'America/New_York')
ON CONFLICT ("id") DO NOTHING;
