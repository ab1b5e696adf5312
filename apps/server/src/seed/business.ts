import { copyFileSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { hashPassword } from '../core/password.ts';
import { assetsFolder } from '../paths.ts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { FundType, postLedger } from '../modules/finance/index.ts';
import { type Db, rows } from '../db/client.ts';
import { bizCarousel, bizFee, bizPrice, bizRegion, bizShop, sysSite, sysUser } from '../db/schema/index.ts';

type Fees = [follow: string, wish: string, cart: string, chat: string, gift: string, coupon: string, compare: string, browse: string, match: string];
interface RegionSeed {
  id: number;
  name: string;
  en: string;
  platform: string;
  country: string;
  coin: string;
  rate: string;
  basePrice: string;
  fees: Fees;
}

const STANDARD: Fees = ['1.00', '1.00', '1.00', '2.00', '3.00', '2.00', '1.00', '1.00', '3.00'];
const EUROPE: Fees = ['1.00', '1.00', '1.00', '2.00', '3.50', '2.00', '1.00', '1.00', '3.50'];
const ASIA: Fees = ['0.50', '0.50', '0.50', '1.00', '2.00', '1.00', '0.50', '0.50', '2.00'];

/** Marketplaces every installation starts with (ids 1..8), their default base price and service fees. */
export const regionSeeds: RegionSeed[] = [
  { id: 1, name: '美国', en: 'United States', platform: 'amazon', country: 'US', coin: 'USD', rate: '7.2000', basePrice: '18.00', fees: STANDARD },
  { id: 2, name: '英国', en: 'United Kingdom', platform: 'amazon', country: 'GB', coin: 'GBP', rate: '9.1000', basePrice: '20.00', fees: EUROPE },
  { id: 3, name: '德国', en: 'Germany', platform: 'amazon', country: 'DE', coin: 'EUR', rate: '7.8000', basePrice: '20.00', fees: EUROPE },
  { id: 4, name: '日本', en: 'Japan', platform: 'amazon', country: 'JP', coin: 'JPY', rate: '0.0480', basePrice: '16.00', fees: STANDARD },
  { id: 5, name: '美国', en: 'United States', platform: 'walmart', country: 'US', coin: 'USD', rate: '7.2000', basePrice: '16.00', fees: STANDARD },
  { id: 6, name: '马来西亚', en: 'Malaysia', platform: 'shopee', country: 'MY', coin: 'MYR', rate: '1.5500', basePrice: '10.00', fees: ASIA },
  { id: 7, name: '英国', en: 'United Kingdom', platform: 'tiktok', country: 'GB', coin: 'GBP', rate: '9.1000', basePrice: '15.00', fees: EUROPE },
  { id: 8, name: '美国', en: 'United States', platform: 'ebay', country: 'US', coin: 'USD', rate: '7.2000', basePrice: '15.00', fees: STANDARD },
];

/** Reference data: regions with their default price and fee rows. Existing rows are left as they are. */
export async function seedCatalogue(db: Db): Promise<void> {
  await db
    .insert(bizRegion)
    .values(
      regionSeeds.map((r, i) => ({
        regionId: r.id,
        regionName: r.name,
        regionNameEn: r.en,
        platform: r.platform,
        countryCode: r.country,
        coinName: r.coin,
        rate: r.rate,
        orderNum: i + 1,
        createBy: 'admin',
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(bizPrice)
    .values(regionSeeds.map((r) => ({ priceId: r.id, regionId: r.id, userId: null, basePrice: r.basePrice, createBy: 'admin', remark: 'Default price' })))
    .onConflictDoNothing();
  await db
    .insert(bizFee)
    .values(
      regionSeeds.map((r) => {
        const [follow, wish, cart, chat, gift, coupon, compare, browse, matchProduct] = r.fees;
        return {
          feeId: r.id,
          regionId: r.id,
          userId: null,
          follow,
          wish,
          cart,
          chat,
          gift,
          coupon,
          compare,
          browse,
          matchProduct,
          createBy: 'admin',
          remark: 'Default fees',
        };
      }),
    )
    .onConflictDoNothing();
}

export const SITE2_LOGO = '/profile/upload/site/global.png';
const logoAsset = path.join(assetsFolder, 'site/global.png');

/** Seller settings and opening balances of the demo accounts (docs/DOMAIN.md §5 worked example uses seller). */
const demoSellers = [
  { userId: 3, rate: '0', addMoney: '2.00', siteId: 1, opening: '20000.00', payPwd: true },
  { userId: 4, rate: '1.5000', addMoney: '0', siteId: 2, opening: '5000.00', payPwd: true },
  { userId: 5, rate: '0', addMoney: '2.00', siteId: 1, opening: '800.00', payPwd: false },
];
export const DEMO_PAY_PASSWORD = '123456';

const demoShops = [
  { shopId: 1, userId: 3, shopName: 'Youpin Home Store', shopType: '1', platform: 'amazon', regionId: 1, shopUrl: 'https://www.amazon.com/shops/youpin-home' },
  {
    shopId: 2,
    userId: 3,
    shopName: 'Youpin Kitchen UK',
    shopType: '1',
    platform: 'amazon',
    regionId: 2,
    shopUrl: 'https://www.amazon.co.uk/shops/youpin-kitchen',
  },
  {
    shopId: 3,
    userId: 4,
    shopName: 'Global Goods Outlet',
    shopType: '3',
    platform: 'walmart',
    regionId: 5,
    shopUrl: 'https://www.walmart.com/seller/global-goods',
  },
  { shopId: 4, userId: 4, shopName: 'Global Goods MY', shopType: '2', platform: 'shopee', regionId: 6, shopUrl: 'https://shopee.com.my/global.goods' },
];

const DAY = 86_400_000;
/** Login banners of the default site, showing from a week ago for a year (ids below the identity's start). */
const demoBanners = [
  { carouselId: 1, title: '欢迎使用测评系统', titleEn: 'Welcome to Ceping', image: '/profile/upload/demo/banner-welcome.png', orderNum: 1 },
  {
    carouselId: 2,
    title: '亚马逊、沃尔玛、Shopee 等平台全覆盖',
    titleEn: 'Amazon, Walmart, Shopee and more',
    image: '/profile/upload/demo/banner-global.png',
    orderNum: 2,
  },
  {
    carouselId: 3,
    title: '在线充值，余额实时可查',
    titleEn: 'Recharge online, see your balance at once',
    image: '/profile/upload/demo/banner-recharge.png',
    orderNum: 3,
  },
];

/**
 * Puts the shipped demo pictures (site logo, product photos of the demo tasks, login banners) where uploads live,
 * so `/profile/upload/site/…` and `/profile/upload/demo/…` resolve. Existing files are kept.
 */
function copyDemoAssets(dataDir: string) {
  const assets = path.dirname(logoAsset);
  const pairs: [string, string][] = [[logoAsset, path.join(dataDir, 'upload', 'site', 'global.png')]];
  const demoDir = path.join(assets, '..', 'demo');
  if (existsSync(demoDir)) for (const f of readdirSync(demoDir)) pairs.push([path.join(demoDir, f), path.join(dataDir, 'upload', 'demo', f)]);
  for (const [from, to] of pairs) {
    if (!existsSync(from) || existsSync(to)) continue;
    mkdirSync(path.dirname(to), { recursive: true });
    copyFileSync(from, to);
  }
}

/**
 * Demo business data: a second white-label site with a logo, login banners of the default site,
 * shops, seller rates and opening balances (posted through the ledger, so balance = Σ ledger from
 * the start) and second passwords.
 * Idempotent: a seller that already has ledger rows is left alone.
 */
export async function seedBusinessDemo(db: Db, dataDir?: string): Promise<void> {
  await db
    .insert(sysSite)
    .values({ siteId: 2, siteName: 'Global Review', domain: 'global.localhost', logo: SITE2_LOGO, createBy: 'admin', remark: 'White-label demo site' })
    .onConflictDoNothing();
  if (dataDir) copyDemoAssets(dataDir);
  const now = Date.now();
  await db
    .insert(bizCarousel)
    .values(demoBanners.map((b) => ({ ...b, siteId: 1, beginTime: new Date(now - 7 * DAY), endTime: new Date(now + 365 * DAY), createBy: 'admin' })))
    .onConflictDoNothing();
  const present = await db
    .select({ userId: sysUser.userId })
    .from(sysUser)
    .where(
      inArray(
        sysUser.userId,
        demoSellers.map((s) => s.userId),
      ),
    );
  if (present.length === 0) return;
  await db
    .insert(bizShop)
    .values(demoShops.filter((s) => present.some((p) => p.userId === s.userId)).map((s) => ({ ...s, createBy: 'admin' })))
    .onConflictDoNothing();
  const payPwd = await hashPassword(DEMO_PAY_PASSWORD);
  // The demo admin and staff also get the operation password, so balance adjustments can be tried at once.
  await db
    .update(sysUser)
    .set({ payPwd })
    .where(and(inArray(sysUser.userId, [1, 2]), isNull(sysUser.payPwd)));
  for (const s of demoSellers) {
    if (!present.some((p) => p.userId === s.userId)) continue;
    await db.transaction(async (tx) => {
      const [used] = await rows<{ one: number }>(tx, sql`select 1 as one from biz_fund where user_id = ${s.userId} limit 1`);
      if (used) return;
      await tx.update(sysUser).set({ rate: s.rate, addMoney: s.addMoney, siteId: s.siteId }).where(eq(sysUser.userId, s.userId));
      if (s.payPwd)
        await tx
          .update(sysUser)
          .set({ payPwd })
          .where(and(eq(sysUser.userId, s.userId), isNull(sysUser.payPwd)));
      await postLedger(tx, {
        userId: s.userId,
        type: FundType.ADJUST,
        amount: s.opening,
        operator: 'admin',
        remark: '开户余额',
        remarkEn: 'Opening balance',
        mode: 'allowDebt',
      });
    });
  }
}

export async function seedBusiness(db: Db, opts: { demo: boolean; dataDir?: string }): Promise<void> {
  await seedCatalogue(db);
  if (opts.demo) await seedBusinessDemo(db, opts.dataDir);
}
