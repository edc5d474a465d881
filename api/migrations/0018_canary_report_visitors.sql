-- Issue 23, finding 3: a canary is judged on distinct visitors, not on anonymous counts. A report
-- counts here only when it carries a report token the site's server signed for the page (the
-- versions it was served, a keyed hash of its visitor); each visitor counts once per app version
-- and kind, however many reports it sends or replays. The visitor is a keyed hash: no address,
-- account, cookie or URL. Why: docs/decisions/0049-canary-reports-that-count.md.
CREATE TABLE client_report_visitors (
  app       text NOT NULL CHECK (app ~ '^[a-z][a-z0-9-]{0,31}$'),
  version   text NOT NULL CHECK (version ~ '^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$'),
  kind      text NOT NULL CHECK (kind IN ('page-load', 'remote-failed', 'integrity', 'load-failed', 'uncaught-error')),
  visitor   text NOT NULL CHECK (visitor ~ '^[0-9A-Za-z_-]{22}$'),
  seen_at   timestamptz NOT NULL, -- the latest such report: a canary counts the visitors seen since it started
  PRIMARY KEY (app, version, kind, visitor)
);
