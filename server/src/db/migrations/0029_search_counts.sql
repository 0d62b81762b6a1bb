-- Searches counted per day in the marketplace's zone, for the admins' conversion figure (issue 34).
CREATE TABLE search_counts (
  day date PRIMARY KEY,
  searches integer NOT NULL CHECK (searches >= 0)
);
