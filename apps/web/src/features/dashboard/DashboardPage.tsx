import { type OrderRow, Perm } from '@ceping/contract';
import { useQuery } from '@tanstack/react-query';
import { Col, Flex, Row, Skeleton } from 'antd';
import { type ComponentType, useState } from 'react';
import { useAuth } from '../../hooks/useAuth.ts';
import { orderFigures, orderFiguresKey } from './api.ts';
import { PendingCard, PlatformPanels, SellerPanels, StatusCard } from './CustomerPanels.tsx';
import OrderTable from './OrderTable.tsx';
import OrderTrendCard from './OrderTrendCard.tsx';
import SignInCard from './SignInCard.tsx';
import { useSignInInfo } from './useSignInInfo.ts';
import WelcomeHeader from './WelcomeHeader.tsx';

/** What the dashboard needs of the order detail dialog (features/order's `OrderDetailDialog`). */
export interface OrderDetailProps {
  orderId: number | undefined;
  open: boolean;
  onClose: () => void;
}

export interface DashboardPageProps {
  /** The order detail dialog a row of the order table opens; without it rows do not open. */
  orderDetail?: ComponentType<OrderDetailProps>;
}

const FULL = { span: 24 } as const;
const MAIN = { xs: 24, xl: 16 } as const;
const SIDE = { xs: 24, xl: 8 } as const;
const HALF = { xs: 24, md: 12 } as const;

/**
 * Home dashboard (`/home/index`): a compact welcome header, the daily sign-in, the figures of the
 * viewer's scope (a seller's balance, tasks and orders; staff and admin the platform's, with the
 * order trend over a date range), the open items and the latest orders, which open the order detail.
 * The scope comes from the server (`chartsIndex.scope`), so the panels follow what it counts.
 */
export default function DashboardPage({ orderDetail: OrderDetail }: DashboardPageProps) {
  const { hasPermi } = useAuth();
  const seesOrders = hasPermi(Perm.orders.list);
  const figures = useQuery({
    queryKey: orderFiguresKey(),
    queryFn: async () => (await orderFigures()).data,
    enabled: seesOrders,
  });
  // The header shows the server's today, from the sign-in status the card reads too.
  const signIn = useSignInInfo();
  const [openOrder, setOpenOrder] = useState<number>();
  const data = figures.data;
  const platform = data?.scope === 'all';
  const open = OrderDetail ? (row: OrderRow) => setOpenOrder(row.id) : undefined;

  return (
    <div className="app-container" data-testid="dashboard">
      <Row gutter={[12, 12]}>
        <Col {...FULL}>
          <WelcomeHeader today={signIn.data?.today} />
        </Col>
        {seesOrders ? (
          <Col {...MAIN}>
            {data ? (
              <Flex vertical gap={12} style={{ height: '100%' }}>
                {platform ? <PlatformPanels figures={data} /> : <SellerPanels figures={data} />}
                <Row gutter={[12, 12]} style={{ flex: 1 }}>
                  <Col {...HALF}>
                    <PendingCard figures={data} style={{ height: '100%' }} />
                  </Col>
                  <Col {...HALF}>
                    <StatusCard figures={data} style={{ height: '100%' }} />
                  </Col>
                </Row>
              </Flex>
            ) : (
              <Skeleton active paragraph={{ rows: 8 }} />
            )}
          </Col>
        ) : null}
        <Col {...(seesOrders ? SIDE : MAIN)}>
          <SignInCard style={{ height: '100%' }} />
        </Col>
        {data && platform ? (
          <Col {...FULL}>
            <OrderTrendCard />
          </Col>
        ) : null}
        {data ? (
          <Col {...FULL}>
            <OrderTable scope={data.scope} onOpen={open} />
          </Col>
        ) : null}
      </Row>
      {OrderDetail ? <OrderDetail orderId={openOrder} open={openOrder !== undefined} onClose={() => setOpenOrder(undefined)} /> : null}
    </div>
  );
}
