-- Decision 048: mark what the first run made, on shops that started before these flags existed.
-- The seed has always written the admin, the demo plants and the demo promo codes in one transaction, so
-- they share its now(): a product or promo code made at the very moment a user was made is the seed's,
-- whatever the owner has since renamed or edited (editing a demo plant does not make it the owner's).
UPDATE "products" SET "demo" = true WHERE "created_at" IN (SELECT "created_at" FROM "users");
--> statement-breakpoint
UPDATE "promos" SET "demo" = true WHERE "created_at" IN (SELECT "created_at" FROM "users");
--> statement-breakpoint
-- The admin the first run made is named "Shop Admin" until its owner gives a name of their own.
UPDATE "users" SET "needs_name" = true WHERE "role" = 'admin' AND "first_name" = 'Shop' AND "last_name" = 'Admin';
