-- Issue 21: the agent dashboard in one request. Its lists of open jobs (requests, today's, upcoming)
-- read one agent's open jobs in start order; "today" has no lower bound (a job accepted last week and
-- never started is still today's business), so through jobs_agent_starts_idx it would walk the agent's
-- whole history. Open jobs are few per agent: this partial index holds only them.
-- Why: docs/decisions/0040-agent-dashboard-one-request.md.
CREATE INDEX jobs_agent_open_idx ON jobs (agent_id, starts_at, id)
  WHERE status IN ('REQUESTED', 'ACCEPTED', 'IN_PROGRESS', 'AWAITING_PAYMENT');
