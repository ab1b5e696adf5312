ALTER TABLE "biz_fund" ADD COLUMN "remark_en" text;--> statement-breakpoint
-- Remarks the system wrote as one "中文 / English" text before this column existed: split them.
UPDATE "biz_fund" SET "remark_en" = split_part("remark", ' / ', 2), "remark" = split_part("remark", ' / ', 1)
WHERE "remark_en" IS NULL AND "operator" <> '' AND ("ref_type" = 'task' OR "remark" = '开户余额 / Opening balance')
  AND "remark" LIKE '% / %' AND "remark" NOT LIKE '% / % / %';
