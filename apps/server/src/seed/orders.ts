import { type OrderCommentInput, orderAddSchema, orderCommentSchema, orderEditSchema, staffBodySchema } from '@ceping/contract';
import { type SQL, and, eq, sql } from 'drizzle-orm';
import { cancelOrder, commentOrder, completeOrder, createOrder, editOrder, editStaff, flagException, shipOrder } from '../modules/orders/index.ts';
import { type Actor, distributeTask } from '../modules/tasks/index.ts';
import { type Db, rows } from '../db/client.ts';
import { bizProduct, bizStaff, bizTask, sysUser } from '../db/schema/index.ts';

const STAFF: Actor = { userId: 2, userName: 'staff', admin: false, staff: true };
const ADMIN: Actor = { userId: 1, userName: 'admin', admin: true, staff: true };
const SELLER: Actor = { userId: 3, userName: 'seller', admin: false, staff: false };
const pic = (name: string) => `/profile/upload/demo/${name}.png`;

/** The demo staff member's profile (kind: ordering). Idempotent: an existing profile is kept. */
export async function seedDemoStaff(db: Db): Promise<void> {
  const [staff] = await db.select({ userId: sysUser.userId }).from(sysUser).where(eq(sysUser.userId, STAFF.userId));
  const [profile] = await db.select({ userId: bizStaff.userId }).from(bizStaff).where(eq(bizStaff.userId, STAFF.userId));
  if (!staff || profile) return;
  await editStaff(db, 'admin', staffBodySchema.parse({ userId: STAFF.userId, type: '1', phone: '15666666666', remark: 'Orders and reviews, US and EU' }));
}

type Step =
  | 'ship'
  | 'cancel'
  | { complete: string }
  | { exception: string }
  | { review: Omit<OrderCommentInput, 'id' | 'products'>; products?: Omit<NonNullable<OrderCommentInput['products']>[number], 'productId'>[] }
  | { merchantRemark: string };

interface DemoOrder {
  orderNo: string;
  remark: string;
  actuallyPay?: string;
  steps: Step[];
}

interface DemoTaskOrders {
  owner: number;
  productTitle: string;
  /** Distribute the task to the demo staff member first (orders are placed by the staff a task is distributed to). */
  distribute: boolean;
  orders: DemoOrder[];
}

const text = (lines: string[]) => lines.join('\n');

/**
 * Orders in every state on the demo tasks in progress: settlements that refund and that charge, one
 * above 10 % waiting for approval, an exception, a cancellation that gives the quantity back, reviews
 * with the demo pictures, a seller's remark, and a sub-account task whose last order completes it.
 */
const demoOrders: DemoTaskOrders[] = [
  {
    owner: 3,
    productTitle: 'Wireless Earbuds Pro, Bluetooth 5.3',
    distribute: true,
    orders: [
      {
        orderNo: '113-4829301-5512034',
        remark: 'ENV-US-014',
        actuallyPay: '25.00',
        steps: [
          'ship',
          {
            review: {
              evaluateType: '2',
              evaluateContent: text(['Sound is clear and the bass is better than expected.', 'Case charges fast; pairing took seconds.']),
              evaluatePic: `${pic('earbuds')},${pic('earbuds-case')}`,
            },
            products: [{ evaluateType: '1', evaluateContent: 'The silicone case fits snugly.' }],
          },
          { complete: '25.00' },
          { merchantRemark: 'Good buyer, keep for the next launch' },
        ],
      },
      {
        orderNo: '113-7720145-0093318',
        remark: 'ENV-US-021',
        steps: ['ship', { review: { evaluateType: '1', evaluateContent: 'Comfortable for long calls.' } }, { complete: '26.50' }],
      },
      {
        orderNo: '114-0038271-6650129',
        remark: 'ENV-US-007',
        steps: ['ship', { review: { evaluateType: '4' } }, { complete: '30.00' }],
      },
      { orderNo: '112-9911023-4410092', remark: 'ENV-US-033', actuallyPay: '19.99', steps: ['ship'] },
      { orderNo: '', remark: 'ENV-US-035', steps: [] },
      { orderNo: '', remark: 'ENV-US-036', steps: ['cancel'] },
      { orderNo: '113-5501932-7781200', remark: 'ENV-US-040', steps: [{ exception: 'The buyer account was restricted before shipping' }] },
    ],
  },
  {
    owner: 3,
    productTitle: 'Non-slip Yoga Mat 6mm',
    distribute: false,
    orders: [
      {
        orderNo: '111-2287310-9017744',
        remark: 'ENV-US-051',
        actuallyPay: '32.98',
        steps: [
          'ship',
          {
            review: { evaluateType: '2', evaluateContent: text(['Thick and not slippery.', 'The strap is a nice extra.']), evaluatePic: pic('yoga-mat') },
            products: [{ evaluateType: '2', evaluateContent: 'Sturdy strap.', evaluatePic: pic('yoga-strap') }],
          },
        ],
      },
      { orderNo: '111-6654021-3320017', remark: 'ENV-US-052', steps: [] },
    ],
  },
  {
    owner: 4,
    productTitle: 'LED Strip Lights 10m',
    distribute: true,
    orders: [
      {
        orderNo: '200014552781',
        remark: 'ENV-WM-003',
        steps: [
          'ship',
          { review: { evaluateType: '2', evaluateContent: 'Bright, easy to cut to length.', evaluatePic: pic('led-strip') } },
          { complete: '14.99' },
        ],
      },
      { orderNo: '200014552790', remark: 'ENV-WM-004', steps: ['ship'] },
    ],
  },
  {
    owner: 5,
    productTitle: 'Claw Hair Clips, 4 Pack',
    distribute: true,
    orders: [
      {
        orderNo: '2411180KX2P9QA',
        remark: 'ENV-MY-101',
        steps: ['ship', { review: { evaluateType: '2', evaluateContent: 'Strong grip.', evaluatePic: pic('hair-clips') } }, { complete: '12.00' }],
      },
      {
        orderNo: '2411180KX2P9QB',
        remark: 'ENV-MY-102',
        steps: ['ship', { review: { evaluateType: '1', evaluateContent: 'Nice colours.' } }, { complete: '11.50' }],
      },
      { orderNo: '2411180KX2P9QC', remark: 'ENV-MY-103', steps: ['ship', { review: { evaluateStatus: '2' } }, { complete: '12.00' }] },
    ],
  },
];

async function runSteps(db: Db, orderId: number, steps: Step[]): Promise<void> {
  for (const step of steps) {
    if (step === 'ship') await shipOrder(db, STAFF, orderId);
    else if (step === 'cancel') await cancelOrder(db, ADMIN, orderId);
    else if ('complete' in step) await completeOrder(db, STAFF, orderId, step.complete);
    else if ('exception' in step) await flagException(db, STAFF, orderId, step.exception);
    else if ('merchantRemark' in step) await editOrder(db, SELLER, orderEditSchema.parse({ id: orderId, merchantRemark: step.merchantRemark }));
    else {
      const products = await db
        .select({ productId: bizProduct.productId })
        .from(bizProduct)
        .where(eq(bizProduct.orderId, orderId))
        .orderBy(bizProduct.orderNum, bizProduct.productId);
      const body = orderCommentSchema.parse({
        id: orderId,
        ...step.review,
        products: (step.products ?? []).map((p, i) => ({ ...p, productId: products[i]?.productId })).filter((p) => p.productId !== undefined),
      });
      await commentOrder(db, STAFF, body);
    }
  }
}

/** How many days before now each step of a backdated order happened: placed `days` ago, then one step a day. */
const stepLag = (days: number, step: number) => sql`make_interval(days => greatest(${days}::int - ${step}::int, 0))`;

/**
 * Moves an order (its times, its history and the ledger rows its steps posted) `days` back: placed
 * `days` ago, shipped a day later, reviewed the day after, completed the day after that (never in the
 * future). Amounts are untouched, so balances still equal their ledgers.
 */
async function backdateOrder(db: Db, orderId: number, days: number): Promise<void> {
  const lagOf = (action: SQL) =>
    sql`case ${action} when 'create' then ${stepLag(days, 0)} when 'ship' then ${stepLag(days, 1)} when 'exception' then ${stepLag(days, 1)}
      when 'cancel' then ${stepLag(days, 1)} when 'comment' then ${stepLag(days, 2)} when 'complete' then ${stepLag(days, 3)}
      when 'settle' then ${stepLag(days, 3)} else ${stepLag(days, 4)} end`;
  await db.execute(sql`update biz_fund f set create_time = f.create_time - ${lagOf(sql`e.action`)}
    from biz_order_event e where e.order_id = ${orderId} and e.fund_id = f.fund_id`);
  await db.execute(sql`update biz_order_event set create_time = create_time - ${lagOf(sql`action`)} where order_id = ${orderId}`);
  await db.execute(sql`update biz_order set
      accept_time = accept_time - ${stepLag(days, 0)}, create_time = create_time - ${stepLag(days, 0)},
      ship_time = ship_time - ${stepLag(days, 1)}, cancel_time = cancel_time - ${stepLag(days, 1)},
      evaluate_time = evaluate_time - ${stepLag(days, 2)},
      complete_time = complete_time - ${stepLag(days, 3)}, settle_time = settle_time - ${stepLag(days, 3)},
      update_time = update_time - ${stepLag(days, 4)}
    where order_id = ${orderId}`);
}

/** Moves a demo task `days` back (created, paid, published and distributed then), with its own ledger rows and its orders' snapshot. */
async function backdateTask(db: Db, taskId: number, days: number): Promise<void> {
  const by = stepLag(days, 0);
  await db.execute(
    sql`update biz_fund set create_time = create_time - ${by} where ref_type = 'task' and ref_id = ${taskId} and create_time > now() - interval '1 hour'`,
  );
  await db.execute(sql`update biz_task set create_time = create_time - ${by}, update_time = update_time - ${by},
      publish_time = publish_time - ${by}, distribute_time = distribute_time - ${by} where task_id = ${taskId}`);
  await db.execute(sql`update biz_order set task_time = t.publish_time from biz_task t where t.task_id = biz_order.task_id and t.task_id = ${taskId}`);
}

/**
 * Demo orders placed and moved through the order services (so every settlement and refund is in the
 * ledger and balances still equal their ledgers). Skipped once any demo seller has an order, and
 * for a demo task that is missing or not in progress.
 */
export async function seedDemoOrders(db: Db): Promise<void> {
  const owners = [...new Set(demoOrders.map((d) => d.owner))];
  const [{ n }] = await rows<{ n: number }>(db, sql`select count(*)::int as n from biz_order where user_id in (${sql.join(owners, sql`, `)})`);
  if (n > 0) return;
  // Spread over the last two weeks, oldest first, so the dashboard trend and the daily totals have a history.
  let daysAgo = demoOrders.reduce((sum, d) => sum + d.orders.length, 0) - 1;
  for (const d of demoOrders) {
    const [task] = await db
      .select({ taskId: bizTask.taskId, status: bizTask.status, staffId: bizTask.staffId })
      .from(bizTask)
      .where(and(eq(bizTask.userId, d.owner), eq(bizTask.productTitle, d.productTitle), eq(bizTask.status, '1'), eq(bizTask.delFlag, '0')))
      .limit(1);
    if (!task) continue;
    if (d.distribute && task.staffId === null) await distributeTask(db, STAFF, task.taskId, STAFF.userId);
    for (const o of d.orders) {
      const { id } = await createOrder(
        db,
        STAFF,
        orderAddSchema.parse({ taskId: task.taskId, orderNo: o.orderNo, remark: o.remark, actuallyPay: o.actuallyPay }),
      );
      await runSteps(db, id, o.steps);
      await backdateOrder(db, id, daysAgo);
      daysAgo = Math.max(daysAgo - 1, 0);
    }
    await backdateTask(db, task.taskId, Math.min(daysAgo + d.orders.length + 1, 15));
  }
}
