-- Issue 9's speed target: search reads each candidate's weekly hours and offers by index alone.
-- Why: docs/decisions/0027-search-speed.md.

-- The weekly hours of one Aboki. The exclusion constraint's GiST index also starts with aboki_id,
-- but answering from it means a heap visit per row; this one answers from the index alone.
CREATE INDEX aboki_weekly_hours_aboki_idx ON aboki_weekly_hours (aboki_id, day, start_minute, end_minute);

-- An Aboki's offers with their prices, for the public view's service list, from the index alone.
CREATE INDEX aboki_services_offers_idx ON aboki_services (aboki_id, service_id, price_kobo, duration_minutes);
