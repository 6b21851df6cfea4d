-- Written by hand: alert_user_metadata and alert_visibility have no foreign key to alerts (a key
-- check locks the alert row, so marking 10,000 alerts read wrote 10,000 alert pages). What the
-- key's ON DELETE CASCADE did is done here: an alert's deletion removes its people's state and
-- any visibility row left (those with links go with the links, by the links' trigger). The keys
-- held until this migration, so no row lacks its alert yet.
CREATE FUNCTION alerts_removed_cleanup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM alert_user_metadata m USING removed r WHERE m.alert_id = r.id;
  DELETE FROM alert_visibility v USING removed r WHERE v.alert_id = r.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER alerts_removed_cleanup AFTER DELETE ON "alerts"
  REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION alerts_removed_cleanup();
