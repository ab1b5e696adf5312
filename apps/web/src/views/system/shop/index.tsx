import ShopView from './components/ShopView.tsx';

/** Business → Shops: every seller's shops. */
export default function ShopPage() {
  return <ShopView />;
}
