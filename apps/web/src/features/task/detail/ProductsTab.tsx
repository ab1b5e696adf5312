import type { TaskDetail, TaskProductRow } from '@ceping/contract';
import { Empty, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import ImagePreview from '../../../components/ImagePreview.tsx';
import MoneyText from '../../../components/MoneyText.tsx';
import { coinOf } from './costRows.ts';

/** Matched products: picture, title, keyword, sku, price in the region's coin, pieces and the CNY price. */
export default function ProductsTab({ task }: { task: TaskDetail }) {
  const { t } = useTranslation(['task', 'common']);
  const coin = coinOf(task.regionCoin, t('rmb'));
  if (task.products.length === 0) return <Empty description={t('detail.noProducts')} />;
  const columns: TableColumnsType<TaskProductRow> = [
    {
      key: 'productImg',
      dataIndex: 'productImg',
      title: t('product.picture'),
      width: 72,
      render: (v: string) => <ImagePreview src={v} width={48} height={48} />,
    },
    { key: 'productTitle', dataIndex: 'productTitle', title: t('product.title'), ellipsis: true },
    { key: 'keyword', dataIndex: 'keyword', title: t('product.keyword'), render: (v: string) => v || '-' },
    { key: 'sku', dataIndex: 'sku', title: t('product.sku'), render: (v: string) => v || '-' },
    { key: 'productPrice', dataIndex: 'productPrice', title: t('product.price'), align: 'right', render: (v: string) => `${v} ${coin}` },
    { key: 'num', dataIndex: 'num', title: t('product.num'), align: 'right', width: 70 },
    { key: 'ratePrice', dataIndex: 'ratePrice', title: t('product.ratePrice'), align: 'right', render: (v: string) => <MoneyText value={v} /> },
  ];
  return (
    <Table<TaskProductRow> rowKey="productId" size="small" pagination={false} columns={columns} dataSource={task.products} scroll={{ x: 'max-content' }} />
  );
}
