-- Issue 24: the language a person chose (the site's picker, or the page they signed up from), kept
-- on the account so the e-mails Aboki sends them are in it. English for every account before this.
ALTER TABLE users ADD COLUMN language text NOT NULL DEFAULT 'en'
  CHECK (language IN ('en', 'pcm', 'ha', 'yo', 'ig'));
