-- Cancelling or ending a task used to set remain_quantity to 0, so a cancelled task showed every
-- order as done. It now keeps the orders that will not be done; restore them on stopped tasks from
-- the refund their ledger rows record (refund = orders not done × per-order price).
UPDATE "biz_task" t SET "remain_quantity" = LEAST(t."task_quantity", ROUND(r.refunded / NULLIF(t."total_price", 0))::int)
FROM (SELECT "ref_id", SUM("amount") AS refunded FROM "biz_fund" WHERE "ref_type" = 'task' AND "type" = 6 GROUP BY "ref_id") r
WHERE r."ref_id" = t."task_id" AND t."status" = '4' AND t."remain_quantity" = 0 AND t."total_price" > 0;
