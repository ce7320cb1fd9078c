-- The living-cost reference a new database starts with (issue #18): the figures the payment
-- assessment was built with, unverified, because ums.is could not be reached where it was built.
-- Staff record UMS's published figures at /admin/finance/living-cost-references.
INSERT INTO "living_cost_references" ("from", "first_adult", "other_adult", "per_child", "source", "is_verified")
VALUES (
	'2020-01-01',
	155000,
	105000,
	60000,
	'Placeholder of the right order recorded with the loans (#18) on 2026-11-30; not UMS''s published table',
	false
)
ON CONFLICT ("from") DO NOTHING;
