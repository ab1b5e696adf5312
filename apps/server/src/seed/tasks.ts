import { type TaskBodyInput, taskBodySchema, templateAddSchema } from '@ceping/contract';
import { inArray, sql } from 'drizzle-orm';
import { type Actor, addTemplate, distributeTask, moveTask, publishTask } from '../modules/tasks/index.ts';
import { type Db, rows } from '../db/client.ts';
import { sysUser } from '../db/schema/index.ts';

const STAFF: Actor = { userId: 2, userName: 'staff', admin: false, staff: true };
const seller = (userId: number, userName: string): Actor => ({ userId, userName, admin: false, staff: false });

type Step = 'approve' | 'pause' | 'cancel' | 'distribute' | { reject: string };
interface DemoTask {
  owner: Actor;
  body: TaskBodyInput;
  steps: Step[];
}

const pic = (name: string) => `/profile/upload/demo/${name}.png`;
const keywords = (total: number, words: string[]) =>
  words.map((keyword, i) => ({ keyword, quantity: i === 0 ? total - (words.length - 1) : 1, remark: i === 0 ? 'Page 1–2' : '' }));

const SELLER = seller(3, 'seller');
const SELLER2 = seller(4, 'seller2');
const SUB = seller(5, 'subseller');

/** Twelve tasks across regions, platforms and states (docs/DOMAIN.md §4), published through the services. */
const demoTasks: DemoTask[] = [
  {
    owner: SELLER,
    body: {
      regionId: 1,
      shopId: 1,
      productPic: pic('earbuds'),
      productTitle: 'Wireless Earbuds Pro, Bluetooth 5.3',
      productUrl: 'https://www.amazon.com/dp/B0DEMO0001',
      sku: 'Black',
      productPrice: '19.99',
      perQuantity: 1,
      taskQuantity: 10,
      ship: '1',
      enterMethod: '1',
      keywords: keywords(10, ['wireless earbuds', 'bluetooth earbuds']),
      follow: 1,
      wish: 1,
      cart: 1,
      compare: 2,
      browse: 2,
      matchProduct: 1,
      msg: 'Check the charging case colour',
      products: [
        { productImg: pic('earbuds-case'), productTitle: 'Silicone Earbuds Case', keyword: 'earbuds case', sku: 'Grey', productPrice: '5.99', num: 1 },
      ],
    },
    steps: ['approve'],
  },
  {
    owner: SELLER,
    body: {
      regionId: 2,
      shopId: 2,
      productPic: pic('knives'),
      productTitle: 'Kitchen Knife Set, 6 Pieces',
      productUrl: 'https://www.amazon.co.uk/dp/B0DEMO0002',
      sku: 'Steel',
      productPrice: '25.99',
      taskQuantity: 5,
      enterMethod: '1',
      keywords: keywords(5, ['knife set', 'kitchen knives']),
      follow: 1,
      cart: 1,
    },
    steps: [],
  },
  {
    owner: SELLER,
    body: {
      regionId: 4,
      productPic: pic('tea-set'),
      productTitle: 'Ceramic Tea Set',
      productUrl: 'https://www.amazon.co.jp/dp/B0DEMO0003',
      productPrice: '3200',
      taskQuantity: 4,
      enterMethod: '3',
      chat: 1,
    },
    steps: ['approve', 'pause'],
  },
  {
    owner: SELLER,
    body: {
      regionId: 3,
      productPic: pic('bike-light'),
      productTitle: 'USB Bike Light Set',
      productUrl: 'https://www.amazon.de/dp/B0DEMO0004',
      productPrice: '15.50',
      taskQuantity: 3,
      enterMethod: '2',
      wish: 1,
    },
    steps: [{ reject: 'Die Produktseite ist nicht erreichbar / The product page cannot be opened' }],
  },
  {
    owner: SELLER,
    body: {
      regionId: 1,
      shopId: 1,
      productPic: pic('yoga-mat'),
      productTitle: 'Non-slip Yoga Mat 6mm',
      productUrl: 'https://www.amazon.com/dp/B0DEMO0005',
      sku: 'Purple',
      productPrice: '22.99',
      taskQuantity: 6,
      ship: '1',
      enterMethod: '1',
      keywords: keywords(6, ['yoga mat', 'exercise mat', 'gym mat']),
      coupon: 1,
      couponUrl: 'https://www.amazon.com/promocode/DEMO10',
      couponPic: pic('coupon'),
      matchProduct: 1,
      products: [{ productImg: pic('yoga-strap'), productTitle: 'Yoga Strap', keyword: 'yoga strap', productPrice: '9.99', num: 1 }],
    },
    steps: ['approve', 'distribute'],
  },
  {
    owner: SELLER,
    body: {
      regionId: 1,
      productPic: pic('phone-stand'),
      productTitle: 'Adjustable Phone Stand',
      productUrl: 'https://www.amazon.com/dp/B0DEMO0006',
      productPrice: '8.99',
      taskQuantity: 2,
      enterMethod: '3',
    },
    steps: ['cancel'],
  },
  {
    owner: SELLER,
    body: {
      regionId: 8,
      productPic: pic('bottle'),
      productTitle: 'Insulated Water Bottle 750ml',
      productUrl: 'https://www.ebay.com/itm/100000000007',
      productPrice: '12.50',
      taskQuantity: 4,
      enterMethod: '9',
      enterMethodRemark: 'Search the store name, then open "New arrivals"',
      browse: 1,
    },
    steps: [],
  },
  {
    owner: SELLER2,
    body: {
      regionId: 5,
      shopId: 3,
      productPic: pic('led-strip'),
      productTitle: 'LED Strip Lights 10m',
      productUrl: 'https://www.walmart.com/ip/100000008',
      productPrice: '14.99',
      taskQuantity: 5,
      enterMethod: '1',
      keywords: keywords(5, ['led strip lights']),
      follow: 1,
    },
    steps: ['approve'],
  },
  {
    owner: SELLER2,
    body: {
      regionId: 6,
      shopId: 4,
      productPic: pic('phone-case'),
      productTitle: 'Shockproof Phone Case',
      productUrl: 'https://shopee.com.my/product/100000009',
      productPrice: '29.90',
      taskQuantity: 10,
      enterMethod: '2',
      cart: 1,
    },
    steps: [],
  },
  {
    owner: SELLER2,
    body: {
      regionId: 7,
      productPic: pic('lip-gloss'),
      productTitle: 'Hydrating Lip Gloss',
      productUrl: 'https://www.tiktok.com/view/product/100000010',
      productPrice: '7.99',
      taskQuantity: 3,
      enterMethod: '3',
      wish: 1,
    },
    steps: ['distribute'],
  },
  {
    owner: SUB,
    body: {
      regionId: 8,
      productPic: pic('car-charger'),
      productTitle: 'Dual USB Car Charger',
      productUrl: 'https://www.ebay.com/itm/100000011',
      productPrice: '9.99',
      taskQuantity: 2,
      enterMethod: '3',
    },
    steps: [],
  },
  {
    owner: SUB,
    body: {
      regionId: 6,
      productPic: pic('hair-clips'),
      productTitle: 'Claw Hair Clips, 4 Pack',
      productUrl: 'https://shopee.com.my/product/100000012',
      productPrice: '12.00',
      taskQuantity: 3,
      enterMethod: '2',
    },
    steps: ['approve'],
  },
];

/** Saved publish forms of the demo sellers: the template of a demo task, named as a seller would. */
const demoTemplates: { owner: Actor; templateName: string; remark: string; from: string }[] = [
  {
    owner: SELLER,
    templateName: '美国站耳机 · 关键词进店',
    remark: 'Weekly earbuds push with the case as matched product',
    from: 'Wireless Earbuds Pro, Bluetooth 5.3',
  },
  { owner: SELLER, templateName: '美国站瑜伽垫 · 优惠券', remark: 'Coupon + yoga strap', from: 'Non-slip Yoga Mat 6mm' },
  { owner: SELLER2, templateName: 'Walmart LED strip', remark: '', from: 'LED Strip Lights 10m' },
];

/** Demo templates through the template service; skipped once any demo seller has a template. */
async function seedDemoTemplates(db: Db, owners: number[]): Promise<void> {
  const [{ n }] = await rows<{ n: number }>(db, sql`select count(*)::int as n from biz_template where user_id in (${sql.join(owners, sql`, `)})`);
  if (n > 0) return;
  for (const d of demoTemplates) {
    const task = demoTasks.find((t) => t.body.productTitle === d.from);
    if (!task) throw new Error(`demo template ${d.templateName}: no demo task ${d.from}`);
    await addTemplate(db, d.owner, templateAddSchema.parse({ templateName: d.templateName, remark: d.remark, content: task.body }));
  }
}

/**
 * Demo tasks (and templates) for seller, seller2 and subseller, published and moved through the task
 * services so every charge and refund is in the ledger. Runs after the opening balances; each part is
 * skipped once any of these sellers has a task / a template (idempotent), and all of it when the demo
 * accounts are missing.
 */
export async function seedDemoTasks(db: Db): Promise<void> {
  const owners = [SELLER.userId, SELLER2.userId, SUB.userId];
  const present = await db
    .select({ userId: sysUser.userId })
    .from(sysUser)
    .where(inArray(sysUser.userId, [...owners, STAFF.userId]));
  if (present.length < owners.length + 1) return;
  await seedDemoTemplates(db, owners);
  const [{ n }] = await rows<{ n: number }>(db, sql`select count(*)::int as n from biz_task where user_id in (${sql.join(owners, sql`, `)})`);
  if (n > 0) return;
  for (const t of demoTasks) {
    const { taskId } = await publishTask(db, t.owner, taskBodySchema.parse(t.body));
    for (const step of t.steps) {
      if (step === 'distribute') await distributeTask(db, STAFF, taskId, STAFF.userId);
      else if (step === 'cancel') await moveTask(db, t.owner, taskId, 'cancel');
      else if (typeof step === 'object') await moveTask(db, STAFF, taskId, 'reject', { reason: step.reject });
      else await moveTask(db, step === 'pause' ? t.owner : STAFF, taskId, step);
    }
  }
}
