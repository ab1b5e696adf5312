import { ShopView } from '../../../features/shop/index.ts';

/** Business → Shops: every seller's shops. */
export default function ShopPage() {
  return <ShopView />;
}
