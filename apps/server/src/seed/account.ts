import Decimal from 'decimal.js';
import { and, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bizMessage, bizRecharge, bizWithdrawal, sysUser } from '../db/schema/index.ts';
import type { InboxKey } from '../modules/account/index.ts';
import { MessageType, type MessageTypeValue } from '@ceping/contract';

const DAY = 86400_000;
/** Messages older than this were read in the demo; newer ones wait unread (the navbar badge shows them). */
const READ_BEFORE_DAYS = 7;

interface DemoMessage {
  userId: number;
  type: MessageTypeValue;
  key: InboxKey;
  params: string[];
  ref?: { type: string; id: number };
  at: Date;
}

/**
 * The demo sellers' inbox: a welcome, the sub-account `subseller` joining `seller`, and one message
 * per demo recharge or withdrawal that finance decided (read from the seeded documents, so the texts
 * match them). Run after the demo money; idempotent (nothing is added once any message exists).
 */
export async function seedDemoMessages(db: Db): Promise<void> {
  const [any] = await db.select({ id: bizMessage.messageId }).from(bizMessage).limit(1);
  if (any) return;
  const now = Date.now();
  const out: DemoMessage[] = [];
  const users = await db
    .select({ userId: sysUser.userId, userName: sysUser.userName, parentId: sysUser.parentId, createTime: sysUser.createTime })
    .from(sysUser)
    .where(inArray(sysUser.userId, [3, 4, 5]));
  const started = new Date(now - 30 * DAY);
  for (const u of users) {
    const parent = users.find((p) => p.userId === u.parentId);
    if (parent) {
      out.push({ userId: u.userId, type: MessageType.SYSTEM, key: 'welcomeSub', params: [u.userName, parent.userName], at: started });
      out.push({
        userId: parent.userId,
        type: MessageType.INVITATION,
        key: 'subAccountJoined',
        params: [u.userName],
        ref: { type: 'user', id: u.userId },
        at: started,
      });
    } else out.push({ userId: u.userId, type: MessageType.SYSTEM, key: 'welcome', params: [u.userName], at: started });
  }
  const recharges = await db
    .select()
    .from(bizRecharge)
    .where(and(inArray(bizRecharge.status, ['1', '2']), isNotNull(bizRecharge.auditTime)));
  for (const r of recharges) {
    const ref = { type: 'recharge', id: r.rechargeId };
    const at = r.auditTime ?? new Date(now);
    if (r.status === '1')
      out.push({
        userId: r.userId,
        type: MessageType.MONEY,
        key: new Decimal(r.debtPaid).isZero() ? 'rechargeCredited' : 'rechargeCreditedDebt',
        params: [r.referenceNo, new Decimal(r.creditedAmount ?? r.amount).toFixed(2), new Decimal(r.debtPaid).toFixed(2)],
        ref,
        at,
      });
    else
      out.push({
        userId: r.userId,
        type: MessageType.MONEY,
        key: 'rechargeRejected',
        params: [r.referenceNo, new Decimal(r.amount).toFixed(2), r.rejectReason],
        ref,
        at,
      });
  }
  const withdrawals = await db
    .select()
    .from(bizWithdrawal)
    .where(inArray(bizWithdrawal.status, ['1', '2', '3', '4']));
  const W: Record<string, InboxKey> = { '1': 'withdrawalApproved', '2': 'withdrawalPaid', '3': 'withdrawalRejected', '4': 'withdrawalFailed' };
  for (const w of withdrawals) {
    const extra = w.status === '2' ? [w.payNo] : w.status === '3' || w.status === '4' ? [w.rejectReason] : [];
    out.push({
      userId: w.userId,
      type: MessageType.MONEY,
      key: W[w.status],
      params: [String(w.id), new Decimal(w.amount).toFixed(2), ...extra],
      ref: { type: 'withdrawal', id: w.id },
      at: w.payTime ?? w.auditTime ?? w.createTime ?? new Date(now),
    });
  }
  if (out.length === 0) return;
  out.sort((a, b) => a.at.getTime() - b.at.getTime());
  await db.insert(bizMessage).values(
    out.map((m) => {
      const read = now - m.at.getTime() > READ_BEFORE_DAYS * DAY;
      return {
        userId: m.userId,
        msgType: m.type,
        msgKey: `inbox.${m.key}`,
        params: m.params,
        refType: m.ref?.type ?? '',
        refId: m.ref?.id ?? null,
        isRead: read,
        readTime: read ? new Date(m.at.getTime() + 3600_000) : null,
        createTime: m.at,
      };
    }),
  );
}
