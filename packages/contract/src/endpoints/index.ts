import { authEndpoints } from './auth.ts';
import { healthEndpoints } from './health.ts';
import { customerEndpoints } from './customer.ts';
import { keywordEndpoints } from './keyword.ts';
import { fundEndpoints } from './fund.ts';
import { priceEndpoints } from './price.ts';
import { taskEndpoints } from './task.ts';
import { feeEndpoints } from './fee.ts';
import { withdrawalEndpoints } from './withdrawal.ts';
import { pwdEndpoints } from './pwd.ts';
import { shopEndpoints } from './shop.ts';
import { productEndpoints } from './product.ts';
import { regionEndpoints } from './region.ts';
import { templateEndpoints } from './template.ts';
import { commonEndpoints } from './common.ts';
import { userEndpoints } from './user.ts';
import { profileEndpoints } from './profile.ts';
import { configEndpoints } from './config.ts';
import { dictDataEndpoints } from './dict-data.ts';
import { dictTypeEndpoints } from './dict-type.ts';
import { siteEndpoints } from './site.ts';
import { toolEndpoints } from './tool.ts';
import { ordersEndpoints } from './orders.ts';
import { staffEndpoints } from './staff.ts';
import { roleEndpoints } from './role.ts';
import { menuEndpoints } from './menu.ts';
import { signInEndpoints } from './sign-in.ts';
import { cacheEndpoints, logininforEndpoints, onlineEndpoints, operlogEndpoints, serverMonitorEndpoints } from './monitor.ts';
import { jobEndpoints, jobLogEndpoints } from './job.ts';
import { deptEndpoints } from './dept.ts';
import { postEndpoints } from './post.ts';
import { collectionEndpoints, debtEndpoints, rechargeEndpoints } from './money.ts';
import { complaintEndpoints } from './complaint.ts';
import { invoiceEndpoints } from './invoice.ts';
import { statementEndpoints } from './statement.ts';
import { lockEndpoints, noticeEndpoints } from './notice.ts';
import { invitationEndpoints, messageEndpoints } from './account.ts';
import { carouselEndpoints } from './carousel.ts';
import type { Endpoint } from '../endpoint.ts';

export { authEndpoints } from './auth.ts';
export { cacheEndpoints, logininforEndpoints, onlineEndpoints, operlogEndpoints, serverMonitorEndpoints } from './monitor.ts';
export type { CacheEntry, CacheInfo, DatabaseInfo, LogininforRow, OnlineRow, OperlogRow, ServerInfo } from './monitor-rows.ts';
export { healthEndpoints } from './health.ts';
export { customerEndpoints } from './customer.ts';
export { keywordEndpoints } from './keyword.ts';
export { fundEndpoints } from './fund.ts';
export { priceEndpoints } from './price.ts';
export { taskEndpoints } from './task.ts';
export { feeEndpoints } from './fee.ts';
export { withdrawalEndpoints } from './withdrawal.ts';
export { pwdEndpoints } from './pwd.ts';
export { shopEndpoints } from './shop.ts';
export { productEndpoints } from './product.ts';
export { regionEndpoints } from './region.ts';
export { templateEndpoints } from './template.ts';
export { commonEndpoints } from './common.ts';
export { userEndpoints } from './user.ts';
export { profileEndpoints } from './profile.ts';
export { configEndpoints } from './config.ts';
export { dictDataEndpoints } from './dict-data.ts';
export { dictTypeEndpoints } from './dict-type.ts';
export { siteEndpoints } from './site.ts';
export { toolEndpoints } from './tool.ts';
export { ordersEndpoints } from './orders.ts';
export { staffEndpoints } from './staff.ts';
export { roleEndpoints, type SysRole, type AuthUser } from './role.ts';
export { menuEndpoints, type SysMenu } from './menu.ts';
export { signInEndpoints, type SignInInfo } from './sign-in.ts';
export { jobEndpoints, jobLogEndpoints, type SysJob, type SysJobLog, type JobHandlerInfo } from './job.ts';
export { deptEndpoints, type SysDept } from './dept.ts';
export { postEndpoints, type SysPost } from './post.ts';
export { collectionEndpoints, debtEndpoints, rechargeEndpoints } from './money.ts';
export type { CollectionOption, CollectionRow, DebtCauseRow, DebtRow, MoneyTransition, RechargeRow, WithdrawalRow } from './money-rows.ts';
export { complaintEndpoints, type ComplaintDetail, type ComplaintReplyRow, type ComplaintRow } from './complaint.ts';
export { invoiceEndpoints, type Invoiceable, type InvoiceRow } from './invoice.ts';
export {
  statementEndpoints,
  type StatementBreakdownRow,
  type StatementDetail,
  type StatementGenerateResult,
  type StatementLineRow,
  type StatementRow,
} from './statement.ts';
export type { SysConfig } from './config.ts';
export { noticeEndpoints, lockEndpoints, type SysNotice, type NoticeTop, type NoticeReader } from './notice.ts';
export { invitationEndpoints, messageEndpoints, type InvitationInfo, type MessageRow, type SubAccountRow } from './account.ts';
export { carouselEndpoints, type CarouselRow, type LoginBanner } from './carousel.ts';

/** Every `/prod-api` endpoint, by domain. */
export const endpointGroups = {
  authEndpoints,
  healthEndpoints,
  customerEndpoints,
  keywordEndpoints,
  fundEndpoints,
  priceEndpoints,
  taskEndpoints,
  feeEndpoints,
  withdrawalEndpoints,
  pwdEndpoints,
  shopEndpoints,
  productEndpoints,
  regionEndpoints,
  templateEndpoints,
  commonEndpoints,
  userEndpoints,
  profileEndpoints,
  configEndpoints,
  dictDataEndpoints,
  dictTypeEndpoints,
  siteEndpoints,
  toolEndpoints,
  ordersEndpoints,
  staffEndpoints,
  roleEndpoints,
  menuEndpoints,
  signInEndpoints,
  onlineEndpoints,
  logininforEndpoints,
  operlogEndpoints,
  serverMonitorEndpoints,
  cacheEndpoints,
  jobEndpoints,
  jobLogEndpoints,
  deptEndpoints,
  postEndpoints,
  collectionEndpoints,
  rechargeEndpoints,
  debtEndpoints,
  complaintEndpoints,
  invoiceEndpoints,
  statementEndpoints,
  noticeEndpoints,
  lockEndpoints,
  invitationEndpoints,
  messageEndpoints,
  carouselEndpoints,
} as const;

/** Every `/prod-api` endpoint once. */
export const allEndpoints: Endpoint[] = Object.values(endpointGroups).flatMap((g) => Object.values(g));

/** The wire types of the answers (`z.input` of the response rows): written once, in `rows.ts`. */
export type {
  AdjustResult,
  CaptchaResult,
  Customer,
  DefaultPrice,
  DictData,
  Fee,
  FeeValues,
  FundOverviewRow,
  FundOverviewTotals,
  FundRow,
  FundSummary,
  KeywordListRow,
  Price,
  ProductListRow,
  PwdStatus,
  Region,
  RegionOption,
  RegionRow,
  RouterMeta,
  Shop,
  ShopOption,
  Site,
  SiteInfo,
  SiteOption,
  StaffOption,
  SysDictData,
  SysDictType,
  SysPostLite,
  SysRoleLite,
  SysUser,
  TaskChargeResult,
  TaskChart,
  TaskDetail,
  TaskFeeSet,
  TaskKeywordRow,
  TaskPrice,
  TaskPriceLine,
  TaskPricePreview,
  TaskProductRow,
  TaskRow,
  TaskSummary,
  TaskTransitionResult,
  TemplateDetail,
  TemplateOption,
  TemplateRow,
} from './rows.ts';
