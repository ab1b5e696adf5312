import Decimal from 'decimal.js';
import { eq, sql } from 'drizzle-orm';
import { type Db, rows } from '../db/client.ts';
import { bizCollection, bizRecharge, bizWithdrawal } from '../db/schema/index.ts';
import { FundType, bilingual, postLedger } from '../modules/finance/index.ts';

const pic = (name: string) => `/profile/upload/demo/${name}.png`;
const daysAgo = (n: number) => new Date(Date.now() - n * 86400_000);

const collections = [
  { collectionId: 1, siteId: 1, method: '1', accountName: '深圳测评科技有限公司', bankName: '招商银行深圳分行', accountNo: '7559 0123 4567 890', orderNum: 1 },
  { collectionId: 2, siteId: 1, method: '2', accountName: '深圳测评科技有限公司', bankName: '', accountNo: 'pay@ceping.example', orderNum: 2 },
  { collectionId: 3, siteId: 2, method: '1', accountName: 'Global Review Ltd.', bankName: 'HSBC Hong Kong', accountNo: '808-123456-838', orderNum: 1 },
];

type DemoRecharge = {
  userId: number;
  amount: string;
  credited?: string;
  status: '0' | '1' | '2' | '3';
  collectionId: number;
  ref: string;
  reason?: string;
  days: number;
};
const recharges: DemoRecharge[] = [
  { userId: 3, amount: '5000.00', credited: '5000.00', status: '1', collectionId: 1, ref: 'CMB20260101001', days: 20 },
  { userId: 3, amount: '2000.00', credited: '1998.50', status: '1', collectionId: 2, ref: 'ALI2026011500087', days: 9 },
  { userId: 3, amount: '800.00', status: '2', collectionId: 1, ref: 'CMB20260120017', reason: '未查询到该笔转账 / Transfer not found', days: 5 },
  { userId: 3, amount: '300.00', status: '3', collectionId: 2, ref: 'ALI2026012400112', days: 3 },
  { userId: 3, amount: '1000.00', status: '0', collectionId: 1, ref: 'CMB20260126003', days: 0 },
  { userId: 4, amount: '3000.00', credited: '3000.00', status: '1', collectionId: 3, ref: 'HSBC-0112-7781', days: 12 },
  { userId: 4, amount: '1500.00', status: '0', collectionId: 3, ref: 'HSBC-0126-0042', days: 0 },
];

type DemoWithdrawal = { userId: number; amount: string; status: '0' | '1' | '2' | '3' | '4' | '5'; reason?: string; days: number };
const withdrawals: DemoWithdrawal[] = [
  { userId: 3, amount: '1200.00', status: '2', days: 15 },
  { userId: 3, amount: '600.00', status: '3', reason: '收款账户信息有误 / Wrong account details', days: 8 },
  { userId: 3, amount: '500.00', status: '4', reason: '银行退票 / Returned by the bank', days: 6 },
  { userId: 3, amount: '200.00', status: '5', days: 4 },
  { userId: 4, amount: '800.00', status: '0', days: 1 },
  { userId: 5, amount: '300.00', status: '1', days: 1 },
];
const account = {
  3: ['优品商家', '6214 8301 2345 6789', '招商银行'],
  4: ['Global Goods', '012-345678-001', 'HSBC'],
  5: ['优品-运营', '6222 0200 1234 5678', '工商银行'],
} as const;

/**
 * Demo collection accounts, and recharges and withdrawals in every state for the demo sellers, each
 * moved through the ledger as the live flows do (balance = Σ ledger, frozen = Σ open withdrawals).
 * Idempotent: nothing is added once any recharge exists.
 */
export async function seedDemoMoney(db: Db): Promise<void> {
  await db
    .insert(bizCollection)
    .values(collections.map((c) => ({ ...c, qrCode: pic('collection-qr'), createBy: 'admin' })))
    .onConflictDoNothing();
  await rows(db, sql`select setval(pg_get_serial_sequence('biz_collection', 'collection_id'), greatest((select max(collection_id) from biz_collection), 100))`);
  const [any] = await db.select({ id: bizRecharge.rechargeId }).from(bizRecharge).limit(1);
  if (any) return;
  await db.transaction(async (tx) => {
    for (const r of recharges) {
      const c = collections.find((x) => x.collectionId === r.collectionId);
      const [row] = await tx
        .insert(bizRecharge)
        .values({
          userId: r.userId,
          siteId: c?.siteId ?? null,
          amount: r.amount,
          method: c?.method ?? '1',
          collectionId: r.collectionId,
          collectionName: c?.accountName ?? '',
          collectionNo: c?.accountNo ?? '',
          voucher: pic('recharge-voucher'),
          referenceNo: r.ref,
          status: r.status,
          creditedAmount: r.credited ?? null,
          rejectReason: r.reason ?? '',
          auditBy: r.status === '1' || r.status === '2' ? 'admin' : '',
          auditTime: r.status === '1' || r.status === '2' ? daysAgo(r.days) : null,
          createBy: 'demo',
          createTime: daysAgo(r.days),
        })
        .returning({ id: bizRecharge.rechargeId });
      if (r.credited) {
        const led = await postLedger(tx, {
          userId: r.userId,
          type: FundType.RECHARGE,
          amount: r.credited,
          refType: 'recharge',
          refId: row.id,
          refNo: r.ref,
          operator: 'admin',
          ...bilingual('recharge.creditRemark', r.ref),
          mode: 'allowDebt',
        });
        await tx.update(bizRecharge).set({ fundId: led.fundId }).where(eq(bizRecharge.rechargeId, row.id));
      }
    }
    for (const w of withdrawals) {
      const [name, no, bank] = account[w.userId as keyof typeof account];
      const [row] = await tx
        .insert(bizWithdrawal)
        .values({
          userId: w.userId,
          siteId: w.userId === 4 ? 2 : 1,
          amount: w.amount,
          accountType: '1',
          accountName: name,
          accountNo: no,
          bankName: bank,
          status: w.status,
          rejectReason: w.reason ?? '',
          payNo: w.status === '2' ? `PAY${daysAgo(w.days).toISOString().slice(0, 10).replace(/-/g, '')}01` : '',
          payTime: w.status === '2' ? daysAgo(w.days - 1) : null,
          auditBy: w.status === '0' || w.status === '5' ? '' : 'admin',
          auditTime: w.status === '0' || w.status === '5' ? null : daysAgo(w.days),
          createBy: 'demo',
          createTime: daysAgo(w.days),
        })
        .returning({ id: bizWithdrawal.id });
      const amount = new Decimal(w.amount);
      const ref = { userId: w.userId, refType: 'withdrawal', refId: row.id, refNo: String(row.id), operator: 'admin' } as const;
      await postLedger(tx, {
        ...ref,
        type: FundType.WITHDRAW,
        amount: amount.neg(),
        ...bilingual('withdrawal.requestRemark', amount.toFixed(2)),
        mode: 'cover',
      });
      if (w.status === '0' || w.status === '1') {
        await rows(tx, sql`update sys_user set frozen = frozen + ${amount.toFixed(2)}::numeric where user_id = ${w.userId}`);
      } else if (w.status !== '2') {
        await postLedger(tx, {
          ...ref,
          type: FundType.WITHDRAW_RETURN,
          amount,
          ...bilingual('withdrawal.returnRemark', w.reason ?? String(row.id)),
          mode: 'allowDebt',
        });
      }
    }
  });
}
