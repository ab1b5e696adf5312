import { Perm, type StatementBreakdownRow, type StatementDetail, type StatementLineRow, statementEndpoints } from '@ceping/contract';
import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Drawer, Flex, Space, Statistic, Table, type TableColumnsType, Typography, theme } from 'antd';
import type React from 'react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointKey } from '../../../api/endpoint.ts';
import Auth from '../../../components/Auth.tsx';
import DictTag from '../../../components/DictTag.tsx';
import MoneyText from '../../../components/MoneyText.tsx';
import Pagination from '../../../components/Pagination.tsx';
import { useDict } from '../../../hooks/useDict.ts';
import { formatMoney, parseTime } from '../../../utils/format.ts';
import { fromCents, toCents } from '../../../utils/money.ts';
import { exportStatement, getStatement, statementLines } from '../api.ts';
import { type StatementSide, useStatementActions } from './useStatementActions.tsx';

const cents = (v: string) => toCents(v) ?? 0n;
/** Statement − ledger of one fund type, in cents. */
const gapOf = (b: Pick<StatementBreakdownRow, 'statement' | 'ledger'>) => cents(b.statement) - cents(b.ledger);

/** The statement's totals as cards; the net and the ledger sum turn red when they differ. */
function SummaryCards({ s }: { s: StatementDetail }) {
  const { t } = useTranslation('statement');
  const { token } = theme.useToken();
  const bad = s.mismatch;
  const cards: { key: string; node: ReactNode; sub?: string; flag?: boolean }[] = [
    { key: 'orders', node: <strong>{s.orderCount}</strong>, sub: t('card.cancelled', { n: s.cancelledCount }) },
    { key: 'estimate', node: <MoneyText value={s.estimate} strong /> },
    { key: 'fees', node: <MoneyText value={s.fees} strong /> },
    { key: 'actual', node: <MoneyText value={s.actual} strong /> },
    { key: 'difference', node: <MoneyText value={s.difference} variant="signed" strong /> },
    { key: 'refunds', node: <MoneyText value={s.refunds} strong /> },
    { key: 'compensation', node: <MoneyText value={s.compensation} strong /> },
    { key: 'net', node: <MoneyText value={s.net} variant="signed" strong />, flag: true },
    { key: 'ledgerSum', node: <MoneyText value={s.ledgerSum} variant="signed" strong />, flag: true },
  ];
  return (
    <Flex gap={8} wrap style={{ marginBottom: 12 }} data-testid="statement-cards">
      {cards.map((c) => (
        <Card
          key={c.key}
          size="small"
          data-mismatch={c.flag && bad ? 'true' : undefined}
          style={{ flex: '1 1 110px', minWidth: 110, borderColor: c.flag && bad ? token.colorError : undefined }}
          styles={{ body: { padding: '8px 12px', background: c.flag && bad ? token.colorErrorBg : token.colorFillQuaternary } }}
        >
          <Statistic
            title={<span style={{ color: c.flag && bad ? token.colorError : undefined }}>{t(`card.${c.key}`)}</span>}
            valueRender={() => <span style={{ fontSize: 17 }}>{c.node}</span>}
          />
          {c.sub ? <Typography.Text type="secondary">{c.sub}</Typography.Text> : null}
        </Card>
      ))}
    </Flex>
  );
}

/** The period's money by fund type: the ledger beside what the statement accounts for; a gap is red. */
function Breakdown({ rows }: { rows: StatementBreakdownRow[] }) {
  const { t } = useTranslation('statement');
  const { token } = theme.useToken();
  const dict = useDict('fund_type');
  const total = (k: 'ledger' | 'statement') => fromCents(rows.reduce((s, r) => s + cents(r[k]), 0n));
  const columns: TableColumnsType<StatementBreakdownRow> = [
    { key: 'type', dataIndex: 'type', title: t('breakdown.type'), width: 170, render: (v: number) => <DictTag options={dict.fund_type} value={String(v)} /> },
    { key: 'source', dataIndex: 'source', title: t('breakdown.source'), render: (v: string) => t(`source.${v}`) },
    { key: 'count', dataIndex: 'count', title: t('breakdown.count'), width: 110, align: 'right' },
    {
      key: 'ledger',
      dataIndex: 'ledger',
      title: t('breakdown.ledger'),
      width: 170,
      align: 'right',
      render: (v: string) => <MoneyText value={v} variant="signed" />,
    },
    {
      key: 'statement',
      dataIndex: 'statement',
      title: t('breakdown.statement'),
      width: 170,
      align: 'right',
      render: (v: string) => <MoneyText value={v} variant="signed" />,
    },
    {
      key: 'gap',
      title: t('breakdown.gap'),
      width: 150,
      align: 'right',
      render: (_: unknown, r) => {
        const gap = gapOf(r);
        return gap === 0n ? <span>0.00</span> : <strong style={{ color: token.colorError }}>{formatMoney(fromCents(gap))}</strong>;
      },
    },
  ];
  const gap = cents(total('statement')) - cents(total('ledger'));
  return (
    <Table<StatementBreakdownRow>
      rowKey="type"
      size="small"
      bordered
      pagination={false}
      dataSource={rows}
      columns={columns}
      onRow={(r) => (gapOf(r) === 0n ? {} : ({ 'data-gap': 'true', style: { background: token.colorErrorBg } } as React.HTMLAttributes<HTMLElement>))}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={3}>
            <strong>{t('breakdown.total')}</strong>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={3} align="right">
            <MoneyText value={total('ledger')} variant="signed" strong />
          </Table.Summary.Cell>
          <Table.Summary.Cell index={4} align="right">
            <MoneyText value={total('statement')} variant="signed" strong />
          </Table.Summary.Cell>
          <Table.Summary.Cell index={5} align="right">
            {gap === 0n ? '0.00' : <strong style={{ color: token.colorError }}>{formatMoney(fromCents(gap))}</strong>}
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}

/** The statement's orders, one page at a time, read from the orders when asked. */
function Lines({ id }: { id: number }) {
  const { t } = useTranslation('statement');
  const dict = useDict('order_status');
  const [page, setPage] = useState({ pageNum: 1, pageSize: 10 });
  const lines = useQuery({
    queryKey: endpointKey(statementEndpoints.lines, { params: { id }, query: page }),
    queryFn: () => statementLines(id, page.pageNum, page.pageSize),
    placeholderData: (previous) => previous,
  });
  const money = (v: string | null) => <MoneyText value={v} />;
  const columns: TableColumnsType<StatementLineRow> = [
    { key: 'orderNo', dataIndex: 'orderNo', title: t('line.orderNo'), width: 150, ellipsis: true, render: (v: string, r) => v || `#${r.orderId}` },
    { key: 'productTitle', dataIndex: 'productTitle', title: t('line.productTitle'), ellipsis: true },
    {
      key: 'orderStatus',
      dataIndex: 'orderStatus',
      title: t('line.orderStatus'),
      width: 84,
      render: (v: string) => <DictTag options={dict.order_status} value={v} />,
    },
    { key: 'closeTime', dataIndex: 'closeTime', title: t('line.closeTime'), width: 140, render: (v: string | null) => parseTime(v, '{y}-{m}-{d} {h}:{i}') },
    { key: 'estimate', dataIndex: 'estimate', title: t('line.estimate'), width: 86, align: 'right', render: money },
    { key: 'fees', dataIndex: 'fees', title: t('line.fees'), width: 76, align: 'right', render: money },
    { key: 'actual', dataIndex: 'actual', title: t('line.actual'), width: 86, align: 'right', render: money },
    {
      key: 'difference',
      dataIndex: 'difference',
      title: t('line.difference'),
      width: 90,
      align: 'right',
      render: (v: string | null) => <MoneyText value={v} variant="signed" />,
    },
    { key: 'settleStatus', dataIndex: 'settleStatus', title: t('line.settleStatus'), width: 90, render: (v: string) => t(`settleStatus.${v}`) },
    { key: 'refunds', dataIndex: 'refunds', title: t('line.refunds'), width: 80, align: 'right', render: money },
    { key: 'compensation', dataIndex: 'compensation', title: t('line.compensation'), width: 122, align: 'right', render: money },
  ];
  return (
    <>
      <Table<StatementLineRow>
        rowKey="orderId"
        size="small"
        loading={lines.isFetching}
        pagination={false}
        dataSource={lines.data?.rows ?? []}
        columns={columns}
        tableLayout="fixed"
      />
      <Pagination
        total={lines.data?.total ?? 0}
        estimated={lines.data?.estimated}
        page={page.pageNum}
        limit={page.pageSize}
        autoScroll={false}
        onChange={(pageNum, pageSize) => setPage({ pageNum, pageSize })}
      />
    </>
  );
}

/**
 * One statement: what it covers and its state, the totals as cards (the net against the ledger sum,
 * red when they differ), the money check by fund type, the orders, and the steps of the viewer's side.
 */
export default function StatementDrawer({
  id,
  side,
  onClose,
  onChanged,
}: {
  id: number | null;
  side: StatementSide;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation(['statement', 'common']);
  const dict = useDict('reconcile_status', 'complaint_status');
  const detail = useQuery({
    queryKey: endpointKey(statementEndpoints.get, { params: { id: id ?? 0 } }),
    queryFn: async () => (await getStatement(id as number)).data,
    enabled: id !== null,
    staleTime: 0,
  });
  const s = detail.data;
  const actions = useStatementActions(side, () => {
    void detail.refetch();
    onChanged();
  });
  const [exporting, setExporting] = useState(false);
  const doExport = async (row: StatementDetail) => {
    setExporting(true);
    try {
      await exportStatement(row.statementId, row.statementNo);
    } finally {
      setExporting(false);
    }
  };

  const extra = s ? (
    <Space wrap>
      {actions.may.confirm(s) ? (
        <Button type="primary" onClick={() => actions.confirm(s)}>
          {t('action.confirm')}
        </Button>
      ) : null}
      {actions.may.dispute(s) ? (
        <Button danger onClick={() => actions.dispute(s)}>
          {t('action.dispute')}
        </Button>
      ) : null}
      {actions.may.settle(s) ? (
        <Button type="primary" onClick={() => actions.settle(s)}>
          {t('action.settle')}
        </Button>
      ) : null}
      <Auth perm={Perm.statement.export}>
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void doExport(s)}>
          {t('action.export')}
        </Button>
      </Auth>
    </Space>
  ) : null;

  const netGap = s ? cents(s.net) - cents(s.ledgerSum) : 0n;
  const gap = fromCents(netGap < 0n ? -netGap : netGap);
  const running = s ? new Date(s.cutoff.replace(' ', 'T')) < new Date(s.periodEnd.replace(' ', 'T')) : false;

  return (
    <Drawer
      open={id !== null}
      size={1240}
      title={s ? t('detail.title', { no: s.statementNo }) : t('detail.loading')}
      onClose={onClose}
      extra={extra}
      destroyOnHidden
    >
      {s ? (
        <Flex vertical gap={12}>
          {s.mismatch ? (
            <Alert type="error" showIcon data-testid="statement-mismatch" title={t('detail.mismatch', { gap: formatMoney(gap) })} />
          ) : (
            <Alert type="success" showIcon title={t('detail.balanced')} />
          )}
          {s.recheck.changed ? (
            <Alert
              type={s.recheck.mismatch ? 'error' : 'warning'}
              showIcon
              data-testid="statement-changed"
              title={`${t('detail.changed', { net: formatMoney(s.recheck.net), ledger: formatMoney(s.recheck.ledgerSum) })}${s.status === '0' ? ` ${t('detail.changedOpen')}` : ''}`}
            />
          ) : null}
          {running ? <Alert type="info" showIcon title={t('detail.running', { period: s.period, cutoff: parseTime(s.cutoff) })} /> : null}
          <Descriptions size="small" column={4} bordered>
            <Descriptions.Item label={t('field.statementNo')}>{s.statementNo}</Descriptions.Item>
            <Descriptions.Item label={t('field.userName')}>
              {s.userName}
              {s.nickName && s.nickName !== s.userName ? ` (${s.nickName})` : ''}
            </Descriptions.Item>
            <Descriptions.Item label={t('field.period')}>{s.period}</Descriptions.Item>
            <Descriptions.Item label={t('field.status')}>
              <DictTag options={dict.reconcile_status} value={s.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('field.cutoff')}>{parseTime(s.cutoff)}</Descriptions.Item>
            <Descriptions.Item label={t('field.generateTime')}>
              {parseTime(s.generateTime)} {s.generateBy}
            </Descriptions.Item>
            <Descriptions.Item label={t('field.confirmTime')}>{s.confirmTime ? `${parseTime(s.confirmTime)} ${s.confirmBy}` : '-'}</Descriptions.Item>
            <Descriptions.Item label={t('field.settleTime')}>{s.settleTime ? `${parseTime(s.settleTime)} ${s.settleBy}` : '-'}</Descriptions.Item>
            {s.complaintId ? (
              <>
                <Descriptions.Item label={t('field.complaintNo')}>
                  <Space size={4}>
                    {s.complaintNo}
                    {s.complaintStatus ? <DictTag options={dict.complaint_status} value={s.complaintStatus} /> : null}
                  </Space>
                </Descriptions.Item>
                <Descriptions.Item label={t('field.disputeReason')} span={3}>
                  <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{s.disputeReason}</Typography.Text>
                </Descriptions.Item>
              </>
            ) : null}
          </Descriptions>
          <SummaryCards s={s} />
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('detail.breakdown')}
          </Typography.Title>
          <Breakdown rows={s.breakdown} />
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('detail.lines')}
          </Typography.Title>
          <Lines id={s.statementId} />
        </Flex>
      ) : null}
      {actions.dialogs}
    </Drawer>
  );
}
