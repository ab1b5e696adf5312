-- The orders' keyword search: the product half (title, SKU, task no.) on the tasks, the order no. on the
-- orders (modules/orders/keyword.ts). The one trigram index over all four columns of every order goes.
DROP INDEX "biz_order_search_idx";--> statement-breakpoint
-- btree_gin: the owner beside the trigrams in one GIN index (a trusted extension, as pg_trgm).
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE INDEX "biz_task_search_idx" ON "biz_task" USING gin ("user_id",(("product_title" || E'\n' || "sku" || E'\n' || "task_no")) gin_trgm_ops) WITH (gin_pending_list_limit=128);--> statement-breakpoint
CREATE INDEX "biz_order_no_trgm_idx" ON "biz_order" USING gin ("order_no" gin_trgm_ops) WITH (gin_pending_list_limit=128) WHERE del_flag = '0';--> statement-breakpoint
-- What makes that search exact: an order's title, SKU and task no. are its task's. The order copies them
-- when it is created; from then on neither side may change them (a task is only edited before it is
-- approved, before any order, and an order's edit never touches them). Only an UPDATE naming one of the
-- columns fires these, so no other write pays for them.
CREATE FUNCTION biz_order_snapshot_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'biz_order' OR EXISTS (SELECT 1 FROM biz_order WHERE task_id = OLD.task_id) THEN
    RAISE EXCEPTION 'the product title, SKU and task no. of task % are fixed once it has orders', OLD.task_id
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER biz_task_snapshot_guard BEFORE UPDATE OF product_title, sku, task_no ON biz_task FOR EACH ROW
  WHEN ((OLD.product_title, OLD.sku, OLD.task_no) IS DISTINCT FROM (NEW.product_title, NEW.sku, NEW.task_no))
  EXECUTE FUNCTION biz_order_snapshot_guard();--> statement-breakpoint
CREATE TRIGGER biz_order_snapshot_guard BEFORE UPDATE OF product_title, sku, task_no ON biz_order FOR EACH ROW
  WHEN ((OLD.product_title, OLD.sku, OLD.task_no) IS DISTINCT FROM (NEW.product_title, NEW.sku, NEW.task_no))
  EXECUTE FUNCTION biz_order_snapshot_guard();--> statement-breakpoint
-- The planner's statistics of the new index's expression, which its estimates of a keyword read.
ANALYZE biz_task;
