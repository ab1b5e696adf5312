DROP INDEX "biz_task_status_idx";--> statement-breakpoint
CREATE INDEX "biz_task_status_idx" ON "biz_task" USING btree ("status") WHERE del_flag = '0';