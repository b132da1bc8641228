-- The catalogue's revision: bumped by every statement that changes what the search's filters read
-- (units, their amenities and types, buildings and their places). A search count is kept per
-- filter set with the revision it was counted at (server/catalogue/search-count.ts), and reused
-- only while the revision is the same: exact, never a stale total.
CREATE TABLE catalogue_revision (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  revision bigint NOT NULL DEFAULT 0
);
INSERT INTO catalogue_revision DEFAULT VALUES;

CREATE FUNCTION bump_catalogue_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_revision SET revision = revision + 1;
  RETURN NULL;
END
$$;

CREATE TRIGGER apartments_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON apartments
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();
CREATE TRIGGER apartment_amenities_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON apartment_amenities
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();
CREATE TRIGGER amenities_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON amenities
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();
CREATE TRIGGER apartment_types_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON apartment_types
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();
CREATE TRIGGER enterprises_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON enterprises
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();
CREATE TRIGGER cities_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cities
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();
CREATE TRIGGER states_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON states
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();
