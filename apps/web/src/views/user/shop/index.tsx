import ShopView from '../../system/shop/components/ShopView.tsx';

/** Seller centre → My shops: the seller's own shops. */
export default function MyShopPage() {
  return <ShopView ownOnly />;
}
