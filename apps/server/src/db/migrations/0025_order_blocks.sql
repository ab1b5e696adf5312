CREATE TABLE "biz_order_block" (
	"block" bigint PRIMARY KEY NOT NULL,
	"n" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- The orders' trigger also keeps biz_order_block: live orders per block of 4,096 consecutive ids
-- (ORDER_BLOCK_SIZE in schema/orders-stats.ts). Rows are taken in the same order as before, counts,
-- then the block, then the days, so the trigger adds no lock-order cycle.
CREATE OR REPLACE FUNCTION biz_order_stats_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o_live boolean := TG_OP <> 'INSERT' AND OLD.del_flag = '0';
  n_live boolean := TG_OP <> 'DELETE' AND NEW.del_flag = '0';
BEGIN
  IF TG_OP = 'UPDATE'
    AND (OLD.user_id, OLD.task_id, OLD.order_status, OLD.evaluate_status, OLD.del_flag, OLD.accept_time, OLD.total_price, OLD.actual_principal, OLD.settle_diff, OLD.settle_status)
      IS NOT DISTINCT FROM (NEW.user_id, NEW.task_id, NEW.order_status, NEW.evaluate_status, NEW.del_flag, NEW.accept_time, NEW.total_price, NEW.actual_principal, NEW.settle_diff, NEW.settle_status) THEN
    RETURN NULL;
  END IF;
  INSERT INTO biz_order_count AS c (user_id, order_status, evaluate_status, n)
  SELECT v.user_id, v.order_status, v.evaluate_status, sum(v.sign)
  FROM (VALUES (OLD.user_id, OLD.order_status::text, OLD.evaluate_status::text, -1, o_live),
               (NEW.user_id, NEW.order_status::text, NEW.evaluate_status::text, 1, n_live)) AS v(user_id, order_status, evaluate_status, sign, live)
  WHERE v.live
  GROUP BY 1, 2, 3 HAVING sum(v.sign) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (user_id, order_status, evaluate_status) DO UPDATE SET n = c.n + excluded.n;
  -- An order's id block, counted while the order is live (ids never change, so only a created,
  -- deleted or restored order moves a block's count).
  IF o_live IS DISTINCT FROM n_live THEN
    INSERT INTO biz_order_block AS b (block, n)
    VALUES (CASE WHEN n_live THEN NEW.order_id ELSE OLD.order_id END / 4096, CASE WHEN n_live THEN 1 ELSE -1 END)
    ON CONFLICT (block) DO UPDATE SET n = b.n + excluded.n;
  END IF;
  INSERT INTO biz_order_daily AS d (user_id, day, task_id, orders, open, completed, cancelled, total_price, actual_principal, settle_diff)
  SELECT * FROM (
    SELECT v.user_id, v.day, v.task_id, sum(v.sign)::int AS orders,
      sum(CASE WHEN v.st IN ('0', '1', '4') THEN v.sign ELSE 0 END)::int AS open,
      sum(CASE WHEN v.st = '2' THEN v.sign ELSE 0 END)::int AS completed,
      sum(CASE WHEN v.st = '3' THEN v.sign ELSE 0 END)::int AS cancelled,
      sum(CASE WHEN v.st <> '3' THEN v.sign * v.total_price ELSE 0 END) AS total_price,
      sum(CASE WHEN v.st = '2' THEN v.sign * coalesce(v.actual_principal, 0) ELSE 0 END) AS actual_principal,
      sum(CASE WHEN v.settle = 'settled' THEN v.sign * coalesce(v.settle_diff, 0) ELSE 0 END) AS settle_diff
    FROM (VALUES
      (OLD.user_id, ((OLD.accept_time AT TIME ZONE 'UTC') + interval '8 hours')::date, OLD.task_id, -1, OLD.order_status::text, OLD.settle_status::text, OLD.total_price, OLD.actual_principal, OLD.settle_diff, o_live),
      (NEW.user_id, ((NEW.accept_time AT TIME ZONE 'UTC') + interval '8 hours')::date, NEW.task_id, 1, NEW.order_status::text, NEW.settle_status::text, NEW.total_price, NEW.actual_principal, NEW.settle_diff, n_live)
    ) AS v(user_id, day, task_id, sign, st, settle, total_price, actual_principal, settle_diff, live)
    WHERE v.live
    GROUP BY 1, 2, 3
  ) AS delta
  WHERE (delta.orders, delta.total_price, delta.actual_principal, delta.settle_diff) <> (0, 0, 0, 0)
     OR delta.open <> 0 OR delta.completed <> 0 OR delta.cancelled <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT (user_id, day, task_id) DO UPDATE SET
    orders = d.orders + excluded.orders, open = d.open + excluded.open, completed = d.completed + excluded.completed,
    cancelled = d.cancelled + excluded.cancelled, total_price = d.total_price + excluded.total_price,
    actual_principal = d.actual_principal + excluded.actual_principal, settle_diff = d.settle_diff + excluded.settle_diff;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The orders already there.
INSERT INTO biz_order_block (block, n)
SELECT order_id / 4096, count(*) FROM biz_order WHERE del_flag = '0' GROUP BY 1;
