-- Issue 22: an Aboki's public profile shows how many jobs they have completed. Counted per Aboki on
-- every profile view; this partial index holds only completed jobs, so the count reads one Aboki's
-- entries instead of scanning the jobs table.
CREATE INDEX jobs_aboki_completed_idx ON jobs (aboki_id) WHERE status = 'COMPLETED';
