CREATE TABLE "sys_user_name_suffix" (
	"user_id" bigint NOT NULL,
	"suffix" text NOT NULL,
	CONSTRAINT "sys_user_name_suffix_user_id_suffix_pk" PRIMARY KEY("user_id","suffix")
);
--> statement-breakpoint
DROP INDEX "sys_user_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "sys_user_name_suffix_idx" ON "sys_user_name_suffix" USING btree ("suffix" text_pattern_ops,"user_id");--> statement-breakpoint
-- A name's suffixes: the lower-cased name from each of its characters on. "Name contains x" is then
-- "some suffix starts with lower(x)", a B-tree range on sys_user_name_suffix_idx.
CREATE FUNCTION sys_user_name_suffixes(name text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT substr(lower(name), i) FROM generate_series(1, char_length(lower(name))) AS i
$$;
--> statement-breakpoint
-- Inserted accounts, a statement at a time (a bulk insert calls it once).
CREATE FUNCTION sys_user_name_suffix_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sys_user_name_suffix (user_id, suffix)
  SELECT n.user_id, s FROM added_users n CROSS JOIN LATERAL sys_user_name_suffixes(n.user_name) AS s
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sys_user_name_suffix_added AFTER INSERT ON sys_user REFERENCING NEW TABLE AS added_users
  FOR EACH STATEMENT EXECUTE FUNCTION sys_user_name_suffix_added();
--> statement-breakpoint
-- A renamed account. The WHEN clause is checked without calling the function, so the updates that
-- leave the name alone (every balance movement) cost nothing more.
CREATE FUNCTION sys_user_name_suffix_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM sys_user_name_suffix WHERE user_id = OLD.user_id;
  INSERT INTO sys_user_name_suffix (user_id, suffix)
  SELECT NEW.user_id, s FROM sys_user_name_suffixes(NEW.user_name) AS s
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sys_user_name_suffix_renamed AFTER UPDATE OF user_name, user_id ON sys_user
  FOR EACH ROW WHEN (OLD.user_name IS DISTINCT FROM NEW.user_name OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION sys_user_name_suffix_renamed();
--> statement-breakpoint
-- Rows removed for good (accounts are normally only flagged deleted, and keep their suffixes).
CREATE FUNCTION sys_user_name_suffix_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    TRUNCATE sys_user_name_suffix;
  ELSE
    DELETE FROM sys_user_name_suffix WHERE user_id IN (SELECT user_id FROM removed_users);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sys_user_name_suffix_removed AFTER DELETE ON sys_user REFERENCING OLD TABLE AS removed_users
  FOR EACH STATEMENT EXECUTE FUNCTION sys_user_name_suffix_removed();
--> statement-breakpoint
CREATE TRIGGER sys_user_name_suffix_truncated AFTER TRUNCATE ON sys_user
  FOR EACH STATEMENT EXECUTE FUNCTION sys_user_name_suffix_removed();
--> statement-breakpoint
INSERT INTO sys_user_name_suffix (user_id, suffix)
SELECT u.user_id, s FROM sys_user u CROSS JOIN LATERAL sys_user_name_suffixes(u.user_name) AS s;
--> statement-breakpoint
-- Planner statistics now: without them the first user-name searches are planned as full scans.
ANALYZE sys_user_name_suffix;
