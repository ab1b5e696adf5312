-- Indexes for the lists that grow with every operation (core/list-page.ts). A log's type or state
-- within a time range is counted and paged in one index range, the page's id carried in the index
-- (INCLUDE) so the capped count-and-page statement reads no row: a month's 8,000 entries of one type
-- were 86,000 entries of the time index and their rows. They take the place of the single-column
-- indexes, which are their prefixes. The ledger's newest-first page (create time, id) is read from an
-- index instead of sorting the ledger, and an account's rows are kept in that order with their ids.
DROP INDEX "sys_logininfor_s_idx";--> statement-breakpoint
DROP INDEX "sys_oper_log_bt_idx";--> statement-breakpoint
DROP INDEX "biz_fund_user_idx";--> statement-breakpoint
CREATE INDEX "sys_logininfor_s_time_idx" ON "sys_logininfor" USING btree ("status","login_time") INCLUDE ("info_id");--> statement-breakpoint
CREATE INDEX "sys_oper_log_bt_time_idx" ON "sys_oper_log" USING btree ("business_type","oper_time") INCLUDE ("oper_id");--> statement-breakpoint
CREATE INDEX "sys_oper_log_status_time_idx" ON "sys_oper_log" USING btree ("status","oper_time") INCLUDE ("oper_id");--> statement-breakpoint
CREATE INDEX "biz_fund_time_idx" ON "biz_fund" USING btree ("create_time","fund_id");--> statement-breakpoint
CREATE INDEX "biz_fund_user_idx" ON "biz_fund" USING btree ("user_id","create_time","fund_id");
