DROP INDEX "biz_task_user_idx";--> statement-breakpoint
DROP INDEX "biz_task_create_idx";--> statement-breakpoint
CREATE INDEX "biz_task_user_idx" ON "biz_task" USING btree ("user_id","create_time","task_id") WHERE del_flag = '0';--> statement-breakpoint
CREATE INDEX "biz_task_create_idx" ON "biz_task" USING btree ("create_time","task_id") WHERE del_flag = '0';