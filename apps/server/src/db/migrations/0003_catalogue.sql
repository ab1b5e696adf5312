CREATE UNIQUE INDEX "sys_site_domain_uq" ON "sys_site" USING btree (lower("domain"));--> statement-breakpoint
CREATE INDEX "sys_user_site_idx" ON "sys_user" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "biz_fund_ref_no_idx" ON "biz_fund" USING btree ("ref_no");--> statement-breakpoint
CREATE UNIQUE INDEX "biz_region_name_uq" ON "biz_region" USING btree ("platform","region_name");--> statement-breakpoint
CREATE INDEX "biz_shop_region_idx" ON "biz_shop" USING btree ("region_id");--> statement-breakpoint
CREATE UNIQUE INDEX "biz_shop_name_uq" ON "biz_shop" USING btree ("user_id","platform","shop_name");--> statement-breakpoint
ALTER TABLE "biz_fee" ADD CONSTRAINT "biz_fee_ck" CHECK ("biz_fee"."follow" >= 0 and "biz_fee"."wish" >= 0 and "biz_fee"."cart" >= 0 and "biz_fee"."chat" >= 0 and "biz_fee"."gift" >= 0 and "biz_fee"."coupon" >= 0 and "biz_fee"."compare" >= 0 and "biz_fee"."browse" >= 0 and "biz_fee"."match_product" >= 0);