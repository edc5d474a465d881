-- Issue 12: releases platform engineers can trust. What browsers report about the code they ran
-- (a page load, a remote that failed, code refused for its digest, an uncaught error), counted per
-- release, app version and minute: no IP, account, URL or message, only names and counts. The
-- canary's automatic abort compares these counts. Why: docs/decisions/0032-canary-and-client-reports.md.
CREATE TABLE client_report_counts (
  release_id  text NOT NULL CHECK (release_id ~ '^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$'),
  app         text NOT NULL CHECK (app ~ '^[a-z][a-z0-9-]{0,31}$'),
  version     text NOT NULL CHECK (version ~ '^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$'),
  kind        text NOT NULL CHECK (kind IN ('page-load', 'remote-failed', 'integrity', 'load-failed', 'uncaught-error')),
  minute      timestamptz NOT NULL,
  count       integer NOT NULL DEFAULT 0 CHECK (count >= 0),
  PRIMARY KEY (app, version, minute, release_id, kind)
);
