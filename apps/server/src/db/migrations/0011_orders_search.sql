-- Keyword search by trigrams on both PGlite (extension loaded in db/client.ts) and PostgreSQL (pg_trgm is a trusted extension since 13).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "biz_order_count" (
	"user_id" bigint NOT NULL,
	"order_status" varchar(1) NOT NULL,
	"evaluate_status" varchar(1) NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "biz_order_count_user_id_order_status_evaluate_status_pk" PRIMARY KEY("user_id","order_status","evaluate_status")
);
--> statement-breakpoint
CREATE TABLE "biz_order_daily" (
	"user_id" bigint NOT NULL,
	"day" date NOT NULL,
	"task_id" bigint NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"open" integer DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	"total_price" numeric(14, 2) DEFAULT '0' NOT NULL,
	"actual_principal" numeric(14, 2) DEFAULT '0' NOT NULL,
	"settle_diff" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "biz_order_daily_user_id_day_task_id_pk" PRIMARY KEY("user_id","day","task_id")
);
--> statement-breakpoint
CREATE INDEX "biz_order_daily_day_idx" ON "biz_order_daily" USING btree ("day");--> statement-breakpoint
CREATE INDEX "biz_order_search_idx" ON "biz_order" USING gin ((("product_title" || E'\n' || "sku" || E'\n' || "order_no" || E'\n' || "task_no")) gin_trgm_ops) WHERE del_flag = '0';
--> statement-breakpoint
-- Keeps biz_order_count and biz_order_daily exact. A deferred constraint trigger runs at commit, after
-- every other lock the transaction takes (task, order, balance), and each call takes its counter rows
-- in key order, counts before days: so the counters add no lock-order cycle to the order transitions.
CREATE FUNCTION biz_order_stats_apply() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE CONSTRAINT TRIGGER biz_order_stats AFTER INSERT OR UPDATE OR DELETE ON biz_order DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION biz_order_stats_apply();
--> statement-breakpoint
-- The orders already there.
INSERT INTO biz_order_count (user_id, order_status, evaluate_status, n)
SELECT user_id, order_status, evaluate_status, count(*) FROM biz_order WHERE del_flag = '0' GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO biz_order_daily (user_id, day, task_id, orders, open, completed, cancelled, total_price, actual_principal, settle_diff)
SELECT user_id, ((accept_time AT TIME ZONE 'UTC') + interval '8 hours')::date, task_id, count(*),
  count(*) FILTER (WHERE order_status IN ('0', '1', '4')), count(*) FILTER (WHERE order_status = '2'), count(*) FILTER (WHERE order_status = '3'),
  coalesce(sum(total_price) FILTER (WHERE order_status <> '3'), 0), coalesce(sum(actual_principal) FILTER (WHERE order_status = '2'), 0),
  coalesce(sum(settle_diff) FILTER (WHERE settle_status = 'settled'), 0)
FROM biz_order WHERE del_flag = '0' GROUP BY 1, 2, 3;
