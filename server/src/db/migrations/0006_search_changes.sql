-- Car search answers from an in-memory index and a cache of presented cars in each app instance (server/src/cars/search-index.ts).
-- Every change that can alter a search result appends a row here, whoever makes it (any code
-- path, any instance, a manual fix in psql): an instance compares the newest id with what it has
-- applied before each search and reloads only the cars named since.
CREATE TABLE search_changes (
  id         bigserial PRIMARY KEY,
  car_id     uuid,
  service_id uuid,
  changed_at timestamptz NOT NULL DEFAULT now(),
  CHECK (car_id IS NOT NULL OR service_id IS NOT NULL)
);

CREATE FUNCTION search_note_car() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO search_changes (car_id) VALUES (OLD.id);
    RETURN OLD;
  END IF;
  INSERT INTO search_changes (car_id) VALUES (NEW.id);
  RETURN NEW;
END $$;

CREATE FUNCTION search_note_service() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO search_changes (service_id) VALUES (OLD.id);
    RETURN OLD;
  END IF;
  IF NEW.city IS DISTINCT FROM OLD.city OR NEW.deleted_at IS DISTINCT FROM OLD.deleted_at THEN
    INSERT INTO search_changes (service_id) VALUES (NEW.id);
  END IF;
  RETURN NEW;
END $$;

-- Only bookings that hold a car (ACCEPTED, CONFIRMED) matter to "free for these dates".
CREATE FUNCTION search_note_booking() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.status IS NOT DISTINCT FROM OLD.status AND NEW.car_id IS NOT DISTINCT FROM OLD.car_id
     AND NEW.start_date IS NOT DISTINCT FROM OLD.start_date AND NEW.end_date IS NOT DISTINCT FROM OLD.end_date THEN
    RETURN NEW;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status IN ('ACCEPTED', 'CONFIRMED') THEN
    INSERT INTO search_changes (car_id) VALUES (OLD.car_id);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status IN ('ACCEPTED', 'CONFIRMED') THEN
    INSERT INTO search_changes (car_id) VALUES (NEW.car_id);
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END $$;

-- A car's pictures are part of the search answer, which each instance keeps for popular cars.
CREATE FUNCTION search_note_car_image() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO search_changes (car_id) VALUES (OLD.car_id);
    RETURN OLD;
  END IF;
  INSERT INTO search_changes (car_id) VALUES (NEW.car_id);
  RETURN NEW;
END $$;

CREATE TRIGGER cars_search_changes AFTER INSERT OR UPDATE OR DELETE ON cars
  FOR EACH ROW EXECUTE FUNCTION search_note_car();
CREATE TRIGGER services_search_changes AFTER UPDATE OR DELETE ON services
  FOR EACH ROW EXECUTE FUNCTION search_note_service();
CREATE TRIGGER bookings_search_changes AFTER INSERT OR UPDATE OR DELETE ON bookings
  FOR EACH ROW EXECUTE FUNCTION search_note_booking();
CREATE TRIGGER car_images_search_changes AFTER INSERT OR UPDATE OR DELETE ON car_images
  FOR EACH ROW EXECUTE FUNCTION search_note_car_image();
