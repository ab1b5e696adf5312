import { ORDER_STATES, type OrdersChartsIndex } from '@ceping/contract';
import { Badge, Card, Col, Flex, List, Progress, Row, Statistic, Typography } from 'antd';
import type React from 'react';
import { useTranslation } from 'react-i18next';
import DictTag from '../../components/DictTag.tsx';
import MoneyText from '../../components/MoneyText.tsx';
import { useDict } from '../../hooks/useDict.ts';

type Figures = OrdersChartsIndex;
type PendingKey = keyof Figures['pending'];

const PENDING: PendingKey[] = ['toShip', 'toComplete', 'toReview', 'exceptions', 'awaitingSettlement'];

function Figure({ title, children, testId }: { title: string; children: React.ReactNode; testId: string }) {
  return (
    <Card size="small" style={{ height: '100%' }} data-testid={testId}>
      <Statistic title={title} valueRender={() => children} />
    </Card>
  );
}

const big: React.CSSProperties = { fontSize: 24, fontVariantNumeric: 'tabular-nums' };
const num = (n: number) => <span style={big}>{n.toLocaleString()}</span>;
const yuan = (v: string) => (
  <span style={big}>
    ¥<MoneyText value={v} />
  </span>
);

/** The open items of the viewer's scope, each with its count (zero ones faded). */
export function PendingCard({ figures, style }: { figures: Figures; style?: React.CSSProperties }) {
  const { t } = useTranslation('dashboard');
  // A seller waits for the approval an admin gives: its label says so.
  const label = (key: PendingKey) => t(key === 'awaitingSettlement' && figures.scope === 'own' ? 'panels.settlementWaiting' : `panels.${key}`);
  return (
    <Card size="small" title={t('panels.pending')} style={style} data-testid="pending-panel">
      <List
        size="small"
        split={false}
        dataSource={PENDING}
        renderItem={(key) => {
          const n = figures.pending[key];
          return (
            <List.Item
              style={{ paddingInline: 0 }}
              extra={<Badge count={n} showZero overflowCount={9999} color={n > 0 ? (key === 'exceptions' ? 'red' : 'blue') : '#d9d9d9'} />}
            >
              <Typography.Text type={n > 0 ? undefined : 'secondary'}>{label(key)}</Typography.Text>
            </List.Item>
          );
        }}
      />
    </Card>
  );
}

/** Orders per state of the viewer's scope, as proportional bars. */
export function StatusCard({ figures, style }: { figures: Figures; style?: React.CSSProperties }) {
  const { t } = useTranslation('dashboard');
  const { order_status } = useDict('order_status');
  const total = Math.max(figures.ordersTotal, 1);
  return (
    <Card size="small" title={t('panels.byStatus')} style={style} data-testid="status-panel">
      <Flex vertical gap={14} style={{ paddingBlock: 6 }}>
        {ORDER_STATES.map((s) => (
          <Flex key={s} align="center" gap={12}>
            <span style={{ width: 120, flex: 'none' }}>
              <DictTag options={order_status} value={s} />
            </span>
            <Progress percent={Math.round((figures.byStatus[s] / total) * 100)} showInfo={false} size="small" style={{ flex: 1, margin: 0 }} />
            <span style={{ minWidth: 36, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>{figures.byStatus[s]}</span>
          </Flex>
        ))}
      </Flex>
    </Card>
  );
}

/** A seller's figures (own and sub-accounts' orders): balance, tasks in progress, orders today and in total. */
export function SellerPanels({ figures }: { figures: Figures }) {
  const { t } = useTranslation('dashboard');
  return (
    <Row gutter={[12, 12]} data-testid="seller-panels">
      <Col xs={12} lg={6}>
        <Figure title={t('panels.balance')} testId="figure-balance">
          {figures.balance === null ? '-' : yuan(figures.balance)}
        </Figure>
      </Col>
      <Col xs={12} lg={6}>
        <Figure title={t('panels.tasksInProgress')} testId="figure-tasks">
          {num(figures.tasksInProgress)}
        </Figure>
      </Col>
      <Col xs={12} lg={6}>
        <Figure title={t('panels.ordersToday')} testId="figure-today">
          {num(figures.ordersToday)}
        </Figure>
      </Col>
      <Col xs={12} lg={6}>
        <Figure title={t('panels.ordersTotal')} testId="figure-total">
          {num(figures.ordersTotal)}
        </Figure>
      </Col>
    </Row>
  );
}

/** Staff and admin: the platform's totals. */
export function PlatformPanels({ figures }: { figures: Figures }) {
  const { t } = useTranslation('dashboard');
  return (
    <Row gutter={[12, 12]} data-testid="platform-panels">
      <Col xs={12} lg={6}>
        <Figure title={t('panels.ordersTotal')} testId="figure-total">
          {num(figures.ordersTotal)}
        </Figure>
      </Col>
      <Col xs={12} lg={6}>
        <Figure title={t('panels.ordersToday')} testId="figure-today">
          <span style={big}>{figures.ordersToday.toLocaleString()}</span>
          <Typography.Text type="secondary" style={{ marginInlineStart: 8 }}>
            {t('panels.completedToday')} {figures.completedToday}
          </Typography.Text>
        </Figure>
      </Col>
      <Col xs={12} lg={6}>
        <Figure title={t('panels.amountToday')} testId="figure-amount">
          {yuan(figures.amountToday)}
        </Figure>
      </Col>
      <Col xs={12} lg={6}>
        <Figure title={t('panels.tasksInProgress')} testId="figure-tasks">
          {num(figures.tasksInProgress)}
        </Figure>
      </Col>
    </Row>
  );
}
