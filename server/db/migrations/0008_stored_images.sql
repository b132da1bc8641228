-- Uploaded photos (key selfies, inspection photos) live in the database, not on one machine's disk:
-- every API process serves them, and a photo leaves in the same transaction as what it belongs to.
-- The path stays the photo's name (contract_keys.selfie_path, inspection_photos.file_path).
CREATE TABLE stored_images (
  path text PRIMARY KEY CHECK (path ~ '^(selfies|inspections)/[0-9a-f]{32}\.webp$'),
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A selfie replaced or forgotten (a deleted key sets selfie_path to NULL), or an inspection photo
-- deleted, is removed at once: biometric data is not kept (LGPD).
CREATE FUNCTION drop_unreferenced_image() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_path text := to_jsonb(OLD) ->> TG_ARGV[0];
BEGIN
  IF old_path IS NOT NULL AND (TG_OP = 'DELETE' OR old_path IS DISTINCT FROM to_jsonb(NEW) ->> TG_ARGV[0]) THEN
    DELETE FROM stored_images WHERE path = old_path;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER contract_keys_selfie AFTER UPDATE OF selfie_path OR DELETE ON contract_keys
  FOR EACH ROW EXECUTE FUNCTION drop_unreferenced_image('selfie_path');
CREATE TRIGGER inspection_photos_file AFTER UPDATE OF file_path OR DELETE ON inspection_photos
  FOR EACH ROW EXECUTE FUNCTION drop_unreferenced_image('file_path');
