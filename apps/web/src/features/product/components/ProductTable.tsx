import { Perm, type ProductListRow } from '@ceping/contract';
import { DeleteOutlined } from '@ant-design/icons';
import { Button, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import Auth from '../../../components/Auth.tsx';
import ImagePreview from '../../../components/ImagePreview.tsx';
import MoneyText from '../../../components/MoneyText.tsx';
import { parseTime } from '../../../utils/format.ts';

interface Props {
  rows: ProductListRow[];
  loading: boolean;
  /** The viewer's id: only the task owner may remove a matched product (of a pending task). */
  userId: number | undefined;
  onOpenTask: (taskId: number) => void;
  onRemove: (row: ProductListRow) => void;
}

/** Matched products with their task (or order), price in the region's coin and in CNY. */
export default function ProductTable({ rows, loading, userId, onOpenTask, onRemove }: Props) {
  const { t } = useTranslation(['task', 'common']);
  const columns: TableColumnsType<ProductListRow> = [
    {
      key: 'taskNo',
      dataIndex: 'taskNo',
      title: t('field.taskNo'),
      width: 170,
      render: (v: string | null, row) =>
        v && row.taskId ? (
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onOpenTask(row.taskId as number)}>
            {v}
          </Button>
        ) : (
          '-'
        ),
    },
    { key: 'orderId', dataIndex: 'orderId', title: t('productList.orderId'), width: 80, render: (v: number | null) => v ?? '-' },
    { key: 'productImg', dataIndex: 'productImg', title: t('product.picture'), width: 76, align: 'center', render: (v: string) => <ImagePreview src={v} width={48} height={48} /> },
    { key: 'productTitle', dataIndex: 'productTitle', title: t('product.title'), ellipsis: true, width: 200 },
    { key: 'keyword', dataIndex: 'keyword', title: t('product.keyword'), render: (v: string) => v || '-' },
    { key: 'sku', dataIndex: 'sku', title: t('product.sku'), render: (v: string) => v || '-' },
    { key: 'productPrice', dataIndex: 'productPrice', title: t('productList.coinPrice'), align: 'right', width: 110 },
    { key: 'num', dataIndex: 'num', title: t('product.num'), align: 'right', width: 70 },
    { key: 'ratePrice', dataIndex: 'ratePrice', title: t('product.ratePrice'), align: 'right', width: 120, render: (v: string) => <MoneyText value={v} /> },
    { key: 'createTime', dataIndex: 'createTime', title: t('field.createTime'), width: 170, render: (v: string | null) => parseTime(v) },
    {
      key: 'actions',
      title: t('list.operation'),
      width: 90,
      render: (_: unknown, row) =>
        row.userId === userId && row.orderId === null ? (
          <Auth perm={Perm.product.remove}>
            <Button type="link" size="small" danger icon={<DeleteOutlined />} onClick={() => onRemove(row)}>
              {t('common:actions.delete')}
            </Button>
          </Auth>
        ) : (
          '-'
        ),
    },
  ];
  return <Table<ProductListRow> rowKey="productId" size="middle" loading={loading} dataSource={rows} columns={columns} pagination={false} scroll={{ x: 'max-content' }} />;
}
