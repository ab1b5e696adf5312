import type { OrderRow } from '@ceping/contract';
import { EditOutlined } from '@ant-design/icons';
import { Button, Card, DatePicker, Flex, Form, Input, Select, type TableColumnsType, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import DictTag from '../../components/DictTag.tsx';
import ImagePreview from '../../components/ImagePreview.tsx';
import { dateTimeColumn } from '../../components/list/columns.tsx';
import ListTable from '../../components/list/ListTable.tsx';
import ListToolbar from '../../components/list/ListToolbar.tsx';
import { dictSelectOptions, SEARCH_FIELD_STYLE } from '../../components/list/SearchActions.tsx';
import SearchForm from '../../components/list/SearchForm.tsx';
import { useListPage } from '../../components/list/useListPage.ts';
import Pagination from '../../components/Pagination.tsx';
import { useDict } from '../../hooks/useDict.ts';
import { listOrders } from './api.ts';
import PictureList from './components/PictureList.tsx';
import ReviewDialog from './components/ReviewDialog.tsx';
import VideoLink from './components/VideoLink.tsx';
import OrderDetailDialog from './detail/OrderDetailDialog.tsx';
import { orderListKey } from './keys.ts';
import { buildOrderQuery, type OrderSearchValues } from './orderQuery.ts';
import { mayOrder } from './orderRules.ts';
import { useOrderViewer } from './useOrderViewer.ts';

const INITIAL: OrderSearchValues = { evaluateStatus: '1', timeField: 'shipTime' };
const COLUMN_KEYS = ['orderNo', 'product', 'evaluateType', 'evaluateContent', 'evaluatePic', 'evaluateVideo', 'evaluateStatus', 'evaluateTime'] as const;

/** Business → Reviews: the reviews recorded on orders (text line by line, pictures with preview, video), filterable; staff record or correct them. */
export default function EvaluatePage() {
  const { t } = useTranslation(['order', 'common']);
  const dict = useDict('order_evaluate_status', 'order_evaluate_type', 'platform');
  const viewer = useOrderViewer();
  const list = useListPage({
    key: [...orderListKey, 'evaluate'],
    rowKey: 'id',
    buildQuery: buildOrderQuery,
    fetch: listOrders,
    initialSearch: INITIAL,
    columns: { keys: COLUMN_KEYS, label: (key) => t(`column.${key}`) },
    selectable: false,
  });
  const [detail, setDetail] = useState<number | null>(null);
  const [reviewing, setReviewing] = useState<number | null>(null);

  const columns: TableColumnsType<OrderRow> = [
    {
      key: 'orderNo',
      title: t('field.orderNo'),
      width: 150,
      fixed: 'start',
      render: (_: unknown, row) => (
        <Button
          type="link"
          size="small"
          style={{ padding: 0 }}
          onClick={() => setDetail(row.id)}
          aria-label={t('list.openDetail', { no: row.orderNo || `#${row.id}` })}
        >
          {row.orderNo || t('list.noOrderNo', { id: row.id })}
        </Button>
      ),
    },
    {
      key: 'product',
      title: t('field.product'),
      width: 180,
      render: (_: unknown, row) => (
        <Flex gap={8} align="center">
          <ImagePreview src={row.productPic} width={36} height={36} />
          <Tooltip title={row.productTitle} placement="topLeft">
            <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{row.productTitle}</span>
          </Tooltip>
        </Flex>
      ),
    },
    {
      key: 'evaluateType',
      dataIndex: 'evaluateType',
      title: t('review.type'),
      width: 84,
      render: (v: string) => <DictTag options={dict.order_evaluate_type} value={v} />,
    },
    {
      key: 'evaluateContent',
      dataIndex: 'evaluateContent',
      title: t('review.content'),
      render: (v: string) =>
        v ? (
          <Tooltip title={<div style={{ whiteSpace: 'pre-wrap' }}>{v}</div>} placement="topLeft">
            <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0, whiteSpace: 'pre-line' }}>
              {v}
            </Typography.Paragraph>
          </Tooltip>
        ) : (
          '-'
        ),
    },
    {
      key: 'evaluatePic',
      dataIndex: 'evaluatePic',
      title: t('review.pictures'),
      width: 120,
      render: (v: string) => (v ? <PictureList value={v} size={36} /> : '-'),
    },
    { key: 'evaluateVideo', dataIndex: 'evaluateVideo', title: t('review.video'), width: 72, render: (v: string) => (v ? <VideoLink url={v} /> : '-') },
    {
      key: 'evaluateStatus',
      dataIndex: 'evaluateStatus',
      title: t('field.evaluateStatus'),
      width: 96,
      align: 'center',
      render: (v: string) => <DictTag options={dict.order_evaluate_status} value={v} />,
    },
    dateTimeColumn<OrderRow>('evaluateTime', t('review.time')),
    // the order number opens the detail (as in the order lists); the row's own link records or corrects the review
    {
      key: 'actions',
      title: t('list.operation'),
      width: 110,
      render: (_: unknown, row) =>
        mayOrder('comment', row, viewer) ? (
          <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setReviewing(row.id)}>
            {t('action.review')}
          </Button>
        ) : null,
    },
  ];

  return (
    <div className="app-container">
      <Card size="small" variant="borderless">
        <SearchForm<OrderSearchValues> {...list.searchProps} initialValues={INITIAL} aria-label={t('common:actions.search')}>
          <Form.Item name="orderNo" label={t('field.orderNo')}>
            <Input allowClear maxLength={40} placeholder={t('placeholder.orderNo')} style={SEARCH_FIELD_STYLE} />
          </Form.Item>
          <Form.Item name="keyword" label={t('field.keyword')}>
            <Input allowClear maxLength={100} placeholder={t('placeholder.keyword')} style={SEARCH_FIELD_STYLE} />
          </Form.Item>
          <Form.Item name="evaluateStatus" label={t('field.evaluateStatus')}>
            <Select
              allowClear
              placeholder={t('placeholder.evaluateStatus')}
              options={dictSelectOptions(dict.order_evaluate_status)}
              style={SEARCH_FIELD_STYLE}
            />
          </Form.Item>
          <Form.Item name="platform" label={t('field.platform')}>
            <Select allowClear placeholder={t('placeholder.platform')} options={dictSelectOptions(dict.platform)} style={SEARCH_FIELD_STYLE} />
          </Form.Item>
          <Form.Item name="timeField" hidden>
            <Input />
          </Form.Item>
          <Form.Item name="dateRange" label={t('field.shipTime')}>
            <DatePicker.RangePicker style={{ width: 240 }} placeholder={[t('placeholder.beginDate'), t('placeholder.endDate')]} />
          </Form.Item>
        </SearchForm>
        <ListToolbar perms={{}} {...list.toolbarProps} />
        <ListTable<OrderRow> {...list.tableProps} columns={columns} />
        <Pagination {...list.paginationProps} />
      </Card>
      <OrderDetailDialog orderId={detail} open={detail !== null} onClose={() => setDetail(null)} />
      <ReviewDialog orderId={reviewing} onClose={() => setReviewing(null)} onDone={() => setReviewing(null)} />
    </div>
  );
}
