-- Issue 28: search keeps each Aboki's busy time in the API process's memory and reads it again only
-- when it changed (docs/decisions/0061). One row per Aboki whose jobs ever changed, its version
-- raised in the same transaction as the change, by every statement that inserts or deletes a job or
-- moves its status or the time it holds. An Aboki without a row is at version 0.
CREATE TABLE aboki_schedule_versions (
  aboki_id uuid PRIMARY KEY REFERENCES abokis (id) ON DELETE CASCADE,
  version  bigint NOT NULL CHECK (version > 0)
);

-- Statement-level, on the statement's transition tables: one upsert per statement, whatever it
-- touched (the sweeps move many jobs at once), its Abokis' rows locked in id order so that two
-- statements never wait on each other in a cycle.
CREATE FUNCTION jobs_bump_schedule_versions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO aboki_schedule_versions AS v (aboki_id, version)
    SELECT DISTINCT aboki_id, 1 FROM new_jobs ORDER BY aboki_id
    ON CONFLICT (aboki_id) DO UPDATE SET version = v.version + 1;
  ELSIF TG_OP = 'DELETE' THEN
    -- An Aboki deleted with its jobs has no row to raise (the cascade took it).
    UPDATE aboki_schedule_versions v SET version = v.version + 1
    FROM (SELECT DISTINCT aboki_id FROM old_jobs ORDER BY aboki_id) d
    WHERE v.aboki_id = d.aboki_id;
  ELSE
    -- Only jobs whose status, held time or Aboki moved (payments and codes change jobs too); both
    -- Abokis of a job moved from one to another.
    WITH moved AS (
      SELECT n.aboki_id AS new_aboki, o.aboki_id AS old_aboki
      FROM new_jobs n JOIN old_jobs o ON o.id = n.id
      WHERE n.status IS DISTINCT FROM o.status OR n.held IS DISTINCT FROM o.held
         OR n.aboki_id IS DISTINCT FROM o.aboki_id
    )
    INSERT INTO aboki_schedule_versions AS v (aboki_id, version)
    SELECT aboki_id, 1 FROM (SELECT new_aboki AS aboki_id FROM moved UNION SELECT old_aboki FROM moved) a
    ORDER BY aboki_id
    ON CONFLICT (aboki_id) DO UPDATE SET version = v.version + 1;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER jobs_schedule_insert AFTER INSERT ON jobs REFERENCING NEW TABLE AS new_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION jobs_bump_schedule_versions();
CREATE TRIGGER jobs_schedule_update AFTER UPDATE ON jobs REFERENCING OLD TABLE AS old_jobs NEW TABLE AS new_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION jobs_bump_schedule_versions();
CREATE TRIGGER jobs_schedule_delete AFTER DELETE ON jobs REFERENCING OLD TABLE AS old_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION jobs_bump_schedule_versions();
