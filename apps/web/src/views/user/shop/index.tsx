import { ShopView } from '../../../features/shop/index.ts';

/** Seller centre → My shops: the seller's own shops. */
export default function MyShopPage() {
  return <ShopView ownOnly />;
}
