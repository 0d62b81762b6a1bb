-- Service reminders every N km per car (issue 34, decision 0046): a car's service interval is on
-- its papers (0027, service_interval_km). When a sealed handover's odometer reading passes the
-- next multiple of the interval that an earlier sealed reading of the same car had not reached,
-- the owner and the managers of the car's branch are reminded, once per car and mark.
CREATE TABLE car_service_reminders (
  car_id      uuid NOT NULL REFERENCES cars(id) ON DELETE CASCADE,
  mark_km     integer NOT NULL CHECK (mark_km > 0),
  handover_id uuid NOT NULL REFERENCES handovers(id),
  odometer_km integer NOT NULL,
  sent_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (car_id, mark_km)
);
