import { Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import OrderListScreen from './OrderListScreen.tsx';
import type { OrderSearchValues } from './orderQuery.ts';
import { useOrderViewer } from './useOrderViewer.ts';

const TABS = ['toShip', 'toComplete', 'toReview', 'exception', 'all'] as const;
type Tab = (typeof TABS)[number];

const FILTERS: Record<Tab, OrderSearchValues> = {
  toShip: { orderStatus: '0' },
  toComplete: { orderStatus: '1' },
  toReview: { orderStatus: '1,2', evaluateStatus: '0' },
  exception: { orderStatus: '4' },
  all: {},
};

/**
 * Business → Order workbench: the orders of the tasks distributed to the staff member (an admin sees
 * every order) by what they wait for; create orders on those tasks, ship, confirm receipt, record
 * reviews, flag exceptions, ship or complete several at once.
 */
export default function OrderWorkbenchPage() {
  const { t } = useTranslation('order');
  const viewer = useOrderViewer();
  const [tab, setTab] = useState<Tab>('toShip');
  const fixed: OrderSearchValues = { ...FILTERS[tab], ...(viewer.admin ? {} : { staffId: viewer.userId }) };
  const header = (
    <Segmented<Tab> style={{ marginBottom: 12 }} value={tab} onChange={setTab} options={TABS.map((value) => ({ value, label: t(`workbench.${value}`) }))} />
  );
  return <OrderListScreen key={tab} variant="workbench" fixed={fixed} header={header} />;
}
