-- The default-interest table a new database starts with (issue #16): the one placeholder period
-- rent collection was built with, unverified, as domain DEFAULT_INTEREST_RATES has it. Staff
-- record the Central Bank's published periods at /admin/finance/default-interest-rates.
INSERT INTO "default_interest_rates" ("from", "yearly_basis_points", "source", "is_verified")
VALUES (
	'2026-11-24',
	1525,
	'Placeholder recorded with rent collection (#16) on 2026-11-24; not a figure from the research or the Central Bank',
	false
)
ON CONFLICT ("from") DO NOTHING;
