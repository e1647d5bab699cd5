-- Orders keep their tax rate in millionths from here on (decision 046): 0.0725 is 72500, exact to the sixth
-- decimal the published ZIP tables give. The column was renamed from tax_rate_basis_points by the migration
-- before; the rates it kept (725 for 7.25%) become millionths here, so an old order shows the same rate.
-- Its jurisdiction stays its state: tax_region is null on every order from before.
UPDATE "orders" SET "tax_rate_millionths" = "tax_rate_millionths" * 100 WHERE "tax_rate_millionths" IS NOT NULL;
