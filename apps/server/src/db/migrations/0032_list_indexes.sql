-- Indexes for the lists that grow with every operation (core/list-page.ts): a log's type or state
-- within a time range is counted in one index range instead of every entry of the range, and the
-- ledger's newest-first page (create time, id) is read from an index instead of sorting the ledger.
-- The type and state indexes take the place of the single-column ones, which are their prefixes.
DROP INDEX "sys_logininfor_s_idx";--> statement-breakpoint
DROP INDEX "sys_oper_log_bt_idx";--> statement-breakpoint
CREATE INDEX "sys_logininfor_s_time_idx" ON "sys_logininfor" USING btree ("status","login_time");--> statement-breakpoint
CREATE INDEX "sys_oper_log_bt_time_idx" ON "sys_oper_log" USING btree ("business_type","oper_time");--> statement-breakpoint
CREATE INDEX "sys_oper_log_status_time_idx" ON "sys_oper_log" USING btree ("status","oper_time");--> statement-breakpoint
CREATE INDEX "biz_fund_time_idx" ON "biz_fund" USING btree ("create_time","fund_id");