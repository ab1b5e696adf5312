CREATE TABLE "biz_task_code_suffix" (
	"task_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"suffix" text NOT NULL,
	CONSTRAINT "biz_task_code_suffix_task_id_suffix_pk" PRIMARY KEY("task_id","suffix")
);
--> statement-breakpoint
-- A task's code suffixes: its lower-cased SKU and task no., each from every one of its characters on.
-- "SKU or task no. contains x" is then "some suffix starts with lower(x)", a B-tree range on
-- biz_task_code_suffix_idx (ILIKE compares the lower-cased texts the same way).
CREATE FUNCTION biz_task_code_suffixes(sku text, task_no text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT substr(lower(sku), i) FROM generate_series(1, char_length(lower(sku))) AS i
  UNION
  SELECT substr(lower(task_no), i) FROM generate_series(1, char_length(lower(task_no))) AS i
$$;
--> statement-breakpoint
-- Tasks added by a statement (a publish adds one; a bulk insert calls it once). The suffixes are written
-- out here rather than through biz_task_code_suffixes(): a set-returning SQL function with a UNION is
-- planned again on every call, a sixth of a publish's time; this statement's plan is kept.
CREATE FUNCTION biz_task_code_suffix_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO biz_task_code_suffix (task_id, user_id, suffix)
  SELECT a.task_id, a.user_id, s.suffix FROM added_tasks a CROSS JOIN LATERAL (
    SELECT substr(lower(a.sku), i) FROM generate_series(1, char_length(a.sku)) AS i
    UNION
    SELECT substr(lower(a.task_no), i) FROM generate_series(1, char_length(a.task_no)) AS i
  ) AS s(suffix);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER biz_task_code_suffix_added AFTER INSERT ON biz_task REFERENCING NEW TABLE AS added_tasks
  FOR EACH STATEMENT EXECUTE FUNCTION biz_task_code_suffix_added();
--> statement-breakpoint
-- A task whose codes or owner changed (a pending task edited; codes are fixed once it has orders). The
-- WHEN clause is checked without calling the function, so every other update costs nothing more.
CREATE FUNCTION biz_task_code_suffix_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM biz_task_code_suffix WHERE task_id = OLD.task_id;
  INSERT INTO biz_task_code_suffix (task_id, user_id, suffix)
  SELECT NEW.task_id, NEW.user_id, s FROM biz_task_code_suffixes(NEW.sku, NEW.task_no) AS s
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER biz_task_code_suffix_changed AFTER UPDATE OF sku, task_no, user_id, task_id ON biz_task FOR EACH ROW
  WHEN ((OLD.sku, OLD.task_no, OLD.user_id, OLD.task_id) IS DISTINCT FROM (NEW.sku, NEW.task_no, NEW.user_id, NEW.task_id))
  EXECUTE FUNCTION biz_task_code_suffix_changed();
--> statement-breakpoint
-- Tasks removed for good (tasks are normally only flagged deleted, and keep their suffixes: their orders
-- stay searchable).
CREATE FUNCTION biz_task_code_suffix_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    TRUNCATE biz_task_code_suffix;
  ELSE
    DELETE FROM biz_task_code_suffix WHERE task_id IN (SELECT task_id FROM removed_tasks);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER biz_task_code_suffix_removed AFTER DELETE ON biz_task REFERENCING OLD TABLE AS removed_tasks
  FOR EACH STATEMENT EXECUTE FUNCTION biz_task_code_suffix_removed();
--> statement-breakpoint
CREATE TRIGGER biz_task_code_suffix_truncated AFTER TRUNCATE ON biz_task
  FOR EACH STATEMENT EXECUTE FUNCTION biz_task_code_suffix_removed();
--> statement-breakpoint
-- The tasks already there, then the indexes (built once over the filled table).
INSERT INTO biz_task_code_suffix (task_id, user_id, suffix)
SELECT t.task_id, t.user_id, s FROM biz_task t CROSS JOIN LATERAL biz_task_code_suffixes(t.sku, t.task_no) AS s;
--> statement-breakpoint
CREATE INDEX "biz_task_code_suffix_idx" ON "biz_task_code_suffix" USING btree ("suffix" text_pattern_ops,"user_id","task_id");--> statement-breakpoint
DROP INDEX "biz_task_search_idx";--> statement-breakpoint
CREATE INDEX "biz_task_title_idx" ON "biz_task" USING gin ("user_id","product_title" gin_trgm_ops) WITH (gin_pending_list_limit=128);--> statement-breakpoint
-- Planner statistics now: without them the first searches are planned as if both were empty.
ANALYZE biz_task_code_suffix;--> statement-breakpoint
ANALYZE biz_task;
