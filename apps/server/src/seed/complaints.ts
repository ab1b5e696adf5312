import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bizComplaint, bizOrder, bizTask } from '../db/schema/index.ts';
import { type ComplaintCaller, openComplaint, rejectComplaint, replyComplaint, resolveComplaint, takeComplaint } from '../modules/finance/index.ts';

const seller = (userId: number, userName: string): ComplaintCaller => ({ userId, userName, admin: false, seller: true });
const staff: ComplaintCaller = { userId: 2, userName: 'staff', admin: false, seller: false };
const admin: ComplaintCaller = { userId: 1, userName: 'admin', admin: true, seller: false };

/**
 * Demo complaints through the live services (so numbers, threads and the compensation's ledger row are
 * what the screens show for real ones): one of `seller` waiting with a reply, one taken and resolved
 * with a ¥20.00 compensation, one of `seller2` rejected. Idempotent: nothing is added once any exists.
 */
export async function seedDemoComplaints(db: Db): Promise<void> {
  const [any] = await db.select({ id: bizComplaint.complaintId }).from(bizComplaint).limit(1);
  if (any) return;
  const orders = await db
    .select({ id: bizOrder.orderId, status: bizOrder.orderStatus })
    .from(bizOrder)
    .where(and(eq(bizOrder.userId, 3), eq(bizOrder.delFlag, '0')))
    .orderBy(asc(bizOrder.orderId));
  const done = orders.find((o) => o.status === '2');
  const open = orders.find((o) => o.status === '0' || o.status === '1');
  const [task] = await db.select({ id: bizTask.taskId }).from(bizTask).where(eq(bizTask.userId, 4)).orderBy(asc(bizTask.taskId)).limit(1);
  const me = seller(3, 'seller');
  if (open) {
    const c = await openComplaint(
      db,
      { orderId: open.id, complaintType: '1', content: '买家反馈三天仍未发货，请尽快处理 / The buyer says it has not shipped after three days', images: '' },
      me,
    );
    await replyComplaint(db, c.complaintId, { content: '已联系店铺，等待回复 / Shop contacted, waiting for its answer', images: '' }, me);
  }
  if (done) {
    const c = await openComplaint(
      db,
      { orderId: done.id, complaintType: '2', content: '评价内容与要求不符，买家已删除评价 / The review did not follow the brief and was removed', images: '' },
      me,
    );
    await takeComplaint(db, c.complaintId, staff);
    await replyComplaint(db, c.complaintId, { content: '已核实，申请赔付 / Checked; compensation requested', images: '' }, staff);
    await resolveComplaint(db, c.complaintId, { note: '按规则赔付 20 元 / ¥20.00 compensated under the rules', compensation: '20.00' }, admin);
  }
  if (task) {
    const c = await openComplaint(
      db,
      { taskId: task.id, complaintType: '3', content: 'Orders come too slowly for this task', images: '' },
      seller(4, 'seller2'),
    );
    await rejectComplaint(db, c.complaintId, 'The task is within the agreed pace (10 orders a day)', admin);
  }
}
