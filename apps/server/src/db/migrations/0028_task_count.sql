CREATE TABLE "biz_task_count" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"n" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Tasks added by a statement (a publish inserts one; a bulk insert calls it once), per owner in owner order.
CREATE FUNCTION biz_task_count_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO biz_task_count AS c (user_id, n)
  SELECT a.user_id, count(*) FROM added_tasks a WHERE a.del_flag = '0' GROUP BY 1 ORDER BY 1
  ON CONFLICT (user_id) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER biz_task_count_added AFTER INSERT ON biz_task REFERENCING NEW TABLE AS added_tasks
  FOR EACH STATEMENT EXECUTE FUNCTION biz_task_count_added();
--> statement-breakpoint
-- Tasks removed for good (tasks are normally only flagged deleted).
CREATE FUNCTION biz_task_count_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    TRUNCATE biz_task_count;
  ELSE
    UPDATE biz_task_count AS c SET n = c.n - r.n
    FROM (SELECT user_id, count(*) AS n FROM removed_tasks WHERE del_flag = '0' GROUP BY 1) r
    WHERE c.user_id = r.user_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER biz_task_count_removed AFTER DELETE ON biz_task REFERENCING OLD TABLE AS removed_tasks
  FOR EACH STATEMENT EXECUTE FUNCTION biz_task_count_removed();
--> statement-breakpoint
CREATE TRIGGER biz_task_count_truncated AFTER TRUNCATE ON biz_task
  FOR EACH STATEMENT EXECUTE FUNCTION biz_task_count_removed();
--> statement-breakpoint
-- A task deleted, restored or given to another owner. The WHEN clause is checked without calling the
-- function, so the updates that leave both alone (a state change, every order taking a quantity) cost
-- nothing more.
CREATE FUNCTION biz_task_count_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO biz_task_count AS c (user_id, n)
  SELECT v.user_id, sum(v.sign) FROM (VALUES (OLD.user_id, -1, OLD.del_flag = '0'), (NEW.user_id, 1, NEW.del_flag = '0')) AS v(user_id, sign, live)
  WHERE v.live GROUP BY 1 HAVING sum(v.sign) <> 0 ORDER BY 1
  ON CONFLICT (user_id) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER biz_task_count_moved AFTER UPDATE OF del_flag, user_id ON biz_task FOR EACH ROW
  WHEN (OLD.del_flag IS DISTINCT FROM NEW.del_flag OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION biz_task_count_moved();
--> statement-breakpoint
-- The tasks already there.
INSERT INTO biz_task_count (user_id, n) SELECT user_id, count(*) FROM biz_task WHERE del_flag = '0' GROUP BY 1;
