-- The in-memory car search (search_changes, 0006) hides cars of vendors that are not listed (no
-- VENDOR role, suspended or deleted, 0003): a change to any of those marks the vendor's services
-- as changed, so every instance reloads their cars.
CREATE FUNCTION search_note_vendor() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.roles IS DISTINCT FROM OLD.roles OR NEW.suspended_at IS DISTINCT FROM OLD.suspended_at
     OR NEW.deleted_at IS DISTINCT FROM OLD.deleted_at THEN
    INSERT INTO search_changes (service_id) SELECT id FROM services WHERE vendor_id = NEW.id;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER users_search_note AFTER UPDATE ON users FOR EACH ROW EXECUTE FUNCTION search_note_vendor();
