-- A car's answer shows its service's name (and city), and search instances keep presented cars in
-- memory: a service rename is a search change too, so every instance re-reads that service's cars
-- on its next search instead of reading every page's service names on every search.
CREATE OR REPLACE FUNCTION search_note_service() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO search_changes (service_id) VALUES (OLD.id);
    RETURN OLD;
  END IF;
  IF NEW.city IS DISTINCT FROM OLD.city OR NEW.deleted_at IS DISTINCT FROM OLD.deleted_at
     OR NEW.availability_rules IS DISTINCT FROM OLD.availability_rules OR NEW.name IS DISTINCT FROM OLD.name THEN
    INSERT INTO search_changes (service_id) VALUES (NEW.id);
  END IF;
  RETURN NEW;
END $$;
