-- Issue 9's speed target, second step: the search reads one narrow row per candidate and one
-- prepared profile per Aboki instead of five index lookups and a JSON build per candidate.
-- Why and what it costs: docs/decisions/0027-search-speed.md.
--
-- Both tables are derived data, rewritten by the triggers below in the same transaction as any
-- write to abokis, aboki_areas, aboki_services, aboki_weekly_hours or aboki_time_off: a search never
-- sees them disagree with the tables they come from. Busy time is not here: it is read from jobs
-- (the exclusion constraint's index) on every search.

-- One row per ACTIVE Aboki × LGA it serves × service it offers: who search finds for a place and a
-- service, with what ranks them (rating, price, home LGA). Only ACTIVE Abokis have rows.
CREATE TABLE aboki_search_rows (
  state             text NOT NULL,
  lga               text NOT NULL,
  service_id        uuid NOT NULL,
  aboki_id          uuid NOT NULL REFERENCES abokis (id) ON DELETE CASCADE,
  price_kobo        integer NOT NULL,
  duration_minutes  integer,
  rating_sum        integer NOT NULL,
  rating_count      integer NOT NULL,
  -- The LGA is the Aboki's home LGA (ranked first among equals).
  home              boolean NOT NULL,
  PRIMARY KEY (state, lga, service_id, aboki_id)
);
CREATE INDEX aboki_search_rows_aboki_idx ON aboki_search_rows (aboki_id);

-- What search needs of an ACTIVE Aboki beyond its rank, as the JSON the API reads: its public
-- columns, weekly hours, time off, offers ([service id, price, duration]) and areas.
CREATE TABLE aboki_search_profiles (
  aboki_id  uuid PRIMARY KEY REFERENCES abokis (id) ON DELETE CASCADE,
  profile   json NOT NULL
);

-- Rewrites the search rows and profiles of these Abokis from their tables.
CREATE FUNCTION refresh_aboki_search(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  -- Two transactions changing one Aboki at once would otherwise both delete and both insert (a
  -- duplicate key). Held to the end of the transaction, taken in id order; each statement below
  -- then reads with a fresh snapshot (READ COMMITTED), so the later refresh sees both changes.
  PERFORM pg_advisory_xact_lock(27, hashtext(id::text))
  FROM (SELECT DISTINCT unnest(ids) AS id ORDER BY 1) AS locked;

  DELETE FROM aboki_search_rows WHERE aboki_id = ANY (ids);
  DELETE FROM aboki_search_profiles WHERE aboki_id = ANY (ids);

  INSERT INTO aboki_search_rows (state, lga, service_id, aboki_id, price_kobo, duration_minutes,
                                 rating_sum, rating_count, home)
  SELECT ar.state, ar.lga, s.service_id, a.id, s.price_kobo, s.duration_minutes, a.rating_sum,
         a.rating_count, ar.lga = a.lga
  FROM abokis a
  JOIN aboki_areas ar ON ar.aboki_id = a.id
  JOIN aboki_services s ON s.aboki_id = a.id
  WHERE a.id = ANY (ids) AND a.status = 'ACTIVE';

  INSERT INTO aboki_search_profiles (aboki_id, profile)
  SELECT a.id, json_build_object(
    'id', a.id, 'firstName', a.first_name, 'lastName', a.last_name, 'photoKey', a.photo_key,
    'languages', a.languages, 'bio', a.bio, 'state', a.state, 'lga', a.lga,
    'weeklyHours', coalesce((
      SELECT json_agg(json_build_object('day', h.day, 'startMinute', h.start_minute, 'endMinute', h.end_minute)
                      ORDER BY h.day, h.start_minute)
      FROM aboki_weekly_hours h WHERE h.aboki_id = a.id), '[]'),
    -- All of it: free-time.ts looks only at the dates it is asked about.
    'timeOff', coalesce((
      SELECT json_agg(json_build_object('firstDay', o.first_day, 'lastDay', o.last_day) ORDER BY o.first_day)
      FROM aboki_time_off o WHERE o.aboki_id = a.id), '[]'),
    'offers', coalesce((
      SELECT json_agg(json_build_array(o.service_id, o.price_kobo, o.duration_minutes) ORDER BY o.service_id)
      FROM aboki_services o WHERE o.aboki_id = a.id), '[]'),
    'areas', coalesce((SELECT json_agg(r.lga ORDER BY r.lga) FROM aboki_areas r WHERE r.aboki_id = a.id), '[]'))
  FROM abokis a
  WHERE a.id = ANY (ids) AND a.status = 'ACTIVE';
END
$$;

-- Statement-level, so a write of many rows (a week's hours, a bulk load) refreshes each Aboki once.
-- TG_ARGV[0] names the column that holds the Aboki's id in the changed table.
CREATE FUNCTION aboki_search_on_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('SELECT array_agg(DISTINCT %I) FROM new_rows', TG_ARGV[0]) INTO changed;
  ELSIF TG_OP = 'UPDATE' THEN
    EXECUTE format('SELECT array_agg(DISTINCT id) FROM (SELECT %1$I AS id FROM new_rows UNION SELECT %1$I FROM old_rows) AS u',
                   TG_ARGV[0]) INTO changed;
  ELSE
    EXECUTE format('SELECT array_agg(DISTINCT %I) FROM old_rows', TG_ARGV[0]) INTO changed;
  END IF;
  PERFORM refresh_aboki_search(changed);
  RETURN NULL;
END
$$;

CREATE TRIGGER abokis_search_insert AFTER INSERT ON abokis
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION aboki_search_on_change('id');
CREATE TRIGGER abokis_search_update AFTER UPDATE ON abokis
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION aboki_search_on_change('id');
CREATE TRIGGER abokis_search_delete AFTER DELETE ON abokis
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION aboki_search_on_change('id');

CREATE TRIGGER aboki_areas_search_insert AFTER INSERT ON aboki_areas
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION aboki_search_on_change('aboki_id');
CREATE TRIGGER aboki_areas_search_update AFTER UPDATE ON aboki_areas
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION aboki_search_on_change('aboki_id');
CREATE TRIGGER aboki_areas_search_delete AFTER DELETE ON aboki_areas
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION aboki_search_on_change('aboki_id');

CREATE TRIGGER aboki_services_search_insert AFTER INSERT ON aboki_services
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION aboki_search_on_change('aboki_id');
CREATE TRIGGER aboki_services_search_update AFTER UPDATE ON aboki_services
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION aboki_search_on_change('aboki_id');
CREATE TRIGGER aboki_services_search_delete AFTER DELETE ON aboki_services
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION aboki_search_on_change('aboki_id');

CREATE TRIGGER aboki_weekly_hours_search_insert AFTER INSERT ON aboki_weekly_hours
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION aboki_search_on_change('aboki_id');
CREATE TRIGGER aboki_weekly_hours_search_update AFTER UPDATE ON aboki_weekly_hours
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION aboki_search_on_change('aboki_id');
CREATE TRIGGER aboki_weekly_hours_search_delete AFTER DELETE ON aboki_weekly_hours
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION aboki_search_on_change('aboki_id');

CREATE TRIGGER aboki_time_off_search_insert AFTER INSERT ON aboki_time_off
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION aboki_search_on_change('aboki_id');
CREATE TRIGGER aboki_time_off_search_update AFTER UPDATE ON aboki_time_off
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION aboki_search_on_change('aboki_id');
CREATE TRIGGER aboki_time_off_search_delete AFTER DELETE ON aboki_time_off
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION aboki_search_on_change('aboki_id');

-- The Abokis there already.
SELECT refresh_aboki_search(array_agg(id)) FROM abokis WHERE status = 'ACTIVE';
