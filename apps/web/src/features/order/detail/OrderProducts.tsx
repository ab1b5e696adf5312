import type { OrderDetail, OrderProductRow } from '@ceping/contract';
import { Flex, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import ImagePreview from '../../../components/ImagePreview.tsx';
import MoneyText from '../../../components/MoneyText.tsx';
import type { DictOption } from '../../../hooks/useDict.ts';
import ReviewView from '../components/ReviewView.tsx';
import { coinName } from './OrderMoney.tsx';

interface ProductProps {
  pic: string;
  title: ReactNode;
  sku: string;
  price: string;
  count: number;
  coin: string;
  cny?: string;
  /** The recorded review, when the review section is shown. */
  review?: ReactNode;
}

function ProductBlock({ pic, title, sku, price, count, coin, cny, review }: ProductProps) {
  const { t } = useTranslation('order');
  return (
    <div className="order-product" style={{ padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}>
      <Flex gap={12} align="flex-start">
        <ImagePreview src={pic} width={64} height={64} />
        <div style={{ flex: 1, minWidth: 0 }}>
          <div>{title}</div>
          <Space size={12} wrap style={{ fontSize: 12 }}>
            <Typography.Text type="secondary">{t('product.sku', { sku: sku || '-' })}</Typography.Text>
            <Typography.Text type="secondary">{`${price} ${coin} × ${count}`}</Typography.Text>
            {cny ? (
              <Typography.Text type="secondary">
                ≈ <MoneyText value={cny} />
              </Typography.Text>
            ) : null}
          </Space>
        </div>
      </Flex>
      {review ? (
        <div className="order-review" style={{ marginTop: 8, marginLeft: 76, padding: 8, background: '#fafafa', borderRadius: 4 }}>
          {review}
        </div>
      ) : null}
    </div>
  );
}

interface Props {
  order: OrderDetail;
  /** The merchant shipped: each product shows its recorded review. */
  showReview: boolean;
  typeOptions: DictOption[];
}

/** The ordered product and the matched products, each with the review recorded for it once the merchant shipped. */
export default function OrderProducts({ order, showReview, typeOptions }: Props) {
  const { t } = useTranslation('order');
  const coin = coinName(order, t('rmb'));
  const title = order.productUrl ? (
    <Typography.Link href={order.productUrl} target="_blank" rel="noopener noreferrer">
      {order.productTitle}
    </Typography.Link>
  ) : (
    <Typography.Text>{order.productTitle}</Typography.Text>
  );
  const reviewOf = (review: OrderProductRow['evaluate']) =>
    showReview ? <ReviewView review={review} typeOptions={typeOptions} empty={t('review.none')} /> : undefined;
  return (
    <div className="order-products">
      <ProductBlock
        pic={order.productPic}
        title={title}
        sku={order.sku}
        price={order.productPrice}
        count={order.perQuantity}
        coin={coin}
        cny={order.mainProductPrice}
        review={reviewOf(order)}
      />
      {order.matchProducts.length > 0 ? (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
          {t('product.matched', { count: order.matchProducts.length })}
        </Typography.Text>
      ) : null}
      {order.matchProducts.map((p) => (
        <ProductBlock
          key={p.productId}
          pic={p.productImg}
          title={<Typography.Text>{p.productTitle}</Typography.Text>}
          sku={p.sku}
          price={p.productPrice}
          count={p.num}
          coin={coin}
          cny={p.ratePrice}
          review={reviewOf(p.evaluate)}
        />
      ))}
    </div>
  );
}
