ALTER TABLE "sys_role" ADD COLUMN "role_name_en" varchar(30);--> statement-breakpoint
-- The four roles every installation seeds get their English names (a renamed role keeps its own name).
UPDATE "sys_role" SET "role_name_en" = v.en FROM (VALUES (1, '超级管理员', 'Super admin'), (2, '客服', 'Staff'), (3, '商家', 'Seller'), (4, '子账号', 'Sub-account')) AS v(id, zh, en)
WHERE "sys_role"."role_id" = v.id AND "sys_role"."role_name" = v.zh AND "sys_role"."role_name_en" IS NULL;
