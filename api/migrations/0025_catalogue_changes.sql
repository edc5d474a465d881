-- Issue 28: every API process serves the catalogue from memory and drops its copy when the services
-- table changes (docs/decisions/0055). One NOTIFY per statement, whatever it touched, sent only if
-- its transaction commits; the channel is CATALOGUE_CHANNEL in api/src/modules/services.
CREATE FUNCTION services_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('aboki_catalogue_changes', TG_OP);
  RETURN NULL;
END $$;

CREATE TRIGGER services_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON services
  FOR EACH STATEMENT EXECUTE FUNCTION services_notify_change();
