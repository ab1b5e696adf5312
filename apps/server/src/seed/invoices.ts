import { type InvoiceStatusValue, formatDateTime } from '@ceping/contract';
import Decimal from 'decimal.js';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bizInvoice, sysUser } from '../db/schema/index.ts';
import { invoiceableOf } from '../modules/finance/index.ts';

/** The sample PDF shipped in `assets/demo` (copied where uploads live by the business seed). */
const DEMO_PDF = '/profile/upload/demo/invoice-demo.pdf';
const daysAgo = (n: number) => new Date(Date.now() - n * 86400_000);
const dayOf = (d: Date) => formatDateTime(d).slice(0, 10);

interface Buyer {
  title: string;
  taxNo: string;
  email: string;
  bankName: string;
  bankAccount: string;
  address: string;
  phone: string;
}
const buyers: Record<number, Buyer> = {
  3: {
    title: '深圳优品贸易有限公司',
    taxNo: '91440300MA5F8K2Q1M',
    email: 'finance@youpin.example',
    bankName: '招商银行深圳分行',
    bankAccount: '7559 1234 5678 901',
    address: '深圳市南山区科技园南区 8 栋 1203',
    phone: '0755-86001234',
  },
  4: {
    title: '上海环球好物贸易有限公司',
    taxNo: '91310115MA1K4T6B2H',
    email: 'ap@globalgoods.example',
    bankName: '中国银行上海浦东分行',
    bankAccount: '4370 6621 0098',
    address: '上海市浦东新区张江路 88 号 5 楼',
    phone: '021-50801234',
  },
  5: {
    title: '优品运营（深圳）有限公司',
    taxNo: '91440300MA5G3N7R4X',
    email: 'ops@youpin.example',
    bankName: '',
    bankAccount: '',
    address: '',
    phone: '',
  },
};

interface DemoInvoice {
  userId: number;
  /** Share of the seller's completed service fees, rounded down to the cent. */
  share: string;
  type: '1' | '2';
  status: InvoiceStatusValue;
  days: number;
  cancelled?: boolean;
  invoiceNo?: string;
  reason?: string;
  remark?: string;
}

/**
 * Pending + issuing + issued shares stay below 1 per seller, so every seller still has an amount to
 * invoice; rejected and voided ones reserve nothing (they were within the amount when requested).
 */
const demoInvoices: DemoInvoice[] = [
  { userId: 3, share: '0.40', type: '1', status: '2', days: 9, invoiceNo: '26442000000012345678', remark: '1 月服务费' },
  {
    userId: 3,
    share: '0.15',
    type: '2',
    status: '4',
    days: 7,
    invoiceNo: '26442000000012349021',
    reason: '购方信息有误，重新开具 / Wrong buyer details, to be reissued',
  },
  { userId: 3, share: '0.30', type: '1', status: '3', days: 4, reason: '税号与抬头不一致 / Tax number does not match the title' },
  { userId: 3, share: '0.20', type: '2', status: '0', days: 0, remark: '请尽快开具' },
  { userId: 4, share: '0.50', type: '2', status: '1', days: 2 },
  { userId: 5, share: '0.30', type: '1', status: '4', days: 3, cancelled: true },
  { userId: 5, share: '0.25', type: '1', status: '0', days: 1 },
];

/**
 * Demo invoices in every state for the demo sellers, sized from each seller's completed orders' service
 * fees so that what they reserve never exceeds what may be invoiced. Run after the demo orders.
 * Idempotent: nothing is added once any invoice exists.
 */
export async function seedDemoInvoices(db: Db): Promise<void> {
  const [any] = await db.select({ id: bizInvoice.invoiceId }).from(bizInvoice).limit(1);
  if (any) return;
  const owners = [...new Set(demoInvoices.map((d) => d.userId))];
  const users = await db
    .select({ userId: sysUser.userId, userName: sysUser.userName, siteId: sysUser.siteId })
    .from(sysUser)
    .where(inArray(sysUser.userId, owners));
  await db.transaction(async (tx) => {
    for (const userId of owners) {
      const user = users.find((u) => u.userId === userId);
      const fees = new Decimal((await invoiceableOf(tx, userId)).completedFees);
      if (!user || fees.lte(0)) continue;
      const b = buyers[userId];
      for (const d of demoInvoices.filter((x) => x.userId === userId)) {
        const amount = fees.times(d.share).toDecimalPlaces(2, Decimal.ROUND_DOWN);
        if (amount.lte(0)) continue;
        const created = daysAgo(d.days);
        const handled = d.status === '0' || d.cancelled ? null : new Date(created.getTime() + 2 * 3600_000);
        const issued = d.invoiceNo ? new Date(created.getTime() + 26 * 3600_000) : null;
        const voided = d.status === '4' ? (d.cancelled ? new Date(created.getTime() + 3600_000) : daysAgo(Math.max(d.days - 3, 0))) : null;
        const special = d.type === '2';
        await tx.insert(bizInvoice).values({
          userId,
          siteId: user.siteId,
          invoiceType: d.type,
          amount: amount.toFixed(2),
          title: b.title,
          taxNo: b.taxNo,
          bankName: special ? b.bankName : '',
          bankAccount: special ? b.bankAccount : '',
          address: special ? b.address : '',
          phone: special ? b.phone : '',
          email: b.email,
          remark: d.remark ?? '',
          status: d.status,
          invoiceNo: d.invoiceNo ?? '',
          issueDate: issued ? dayOf(issued) : null,
          pdfUrl: issued ? DEMO_PDF : '',
          handleBy: handled ? 'admin' : '',
          handleTime: handled,
          issueBy: issued ? 'admin' : '',
          issueTime: issued,
          rejectReason: d.status === '3' ? (d.reason ?? '') : '',
          voidReason: d.status === '4' && !d.cancelled ? (d.reason ?? '') : '',
          voidBy: voided ? (d.cancelled ? user.userName : 'admin') : '',
          voidTime: voided,
          cancelled: d.cancelled ?? false,
          createBy: 'demo',
          createTime: created,
          updateBy: d.status === '0' ? '' : 'admin',
          updateTime: voided ?? issued ?? handled,
        });
      }
    }
  });
}
