CREATE TABLE "biz_task_state_count" (
	"user_id" bigint NOT NULL,
	"status" varchar(1) NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "biz_task_state_count_user_id_status_pk" PRIMARY KEY("user_id","status")
);
--> statement-breakpoint
-- Keeps biz_task_state_count exact: live tasks per owner and state. A deferred constraint trigger runs
-- at commit, after every lock the transaction took (the balance, the task), so a transition that moves
-- money never waits for a counter row between its statements, as with the orders' counters (0011).
CREATE FUNCTION biz_task_state_count_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o_live boolean := TG_OP <> 'INSERT' AND OLD.del_flag = '0';
  n_live boolean := TG_OP <> 'DELETE' AND NEW.del_flag = '0';
BEGIN
  INSERT INTO biz_task_state_count AS c (user_id, status, n)
  SELECT v.user_id, v.status, sum(v.sign)
  FROM (VALUES (OLD.user_id, OLD.status::text, -1, o_live), (NEW.user_id, NEW.status::text, 1, n_live)) AS v(user_id, status, sign, live)
  WHERE v.live
  GROUP BY 1, 2 HAVING sum(v.sign) <> 0 ORDER BY 1, 2
  ON CONFLICT (user_id, status) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER biz_task_state_counted AFTER INSERT OR DELETE ON biz_task
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION biz_task_state_count_apply();
--> statement-breakpoint
-- Only a change of state, owner or deletion moves a count: the WHEN clause is checked without calling
-- the function, so the updates that leave all three alone (every order taking a quantity) cost nothing.
CREATE CONSTRAINT TRIGGER biz_task_state_moved AFTER UPDATE OF status, del_flag, user_id ON biz_task
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.del_flag IS DISTINCT FROM NEW.del_flag OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION biz_task_state_count_apply();
--> statement-breakpoint
CREATE FUNCTION biz_task_state_count_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE biz_task_state_count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER biz_task_state_count_truncated AFTER TRUNCATE ON biz_task
  FOR EACH STATEMENT EXECUTE FUNCTION biz_task_state_count_truncated();
--> statement-breakpoint
-- The tasks already there.
INSERT INTO biz_task_state_count (user_id, status, n)
SELECT user_id, status, count(*) FROM biz_task WHERE del_flag = '0' GROUP BY 1, 2;
