ALTER TABLE "biz_task" ADD COLUMN "del_flag" char(1) DEFAULT '0' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "biz_task_no_uq" ON "biz_task" USING btree ("task_no");--> statement-breakpoint
CREATE INDEX "biz_task_create_idx" ON "biz_task" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "biz_task_region_idx" ON "biz_task" USING btree ("region_id");--> statement-breakpoint
CREATE UNIQUE INDEX "biz_template_name_uq" ON "biz_template" USING btree ("user_id","template_name");