import { Image, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { parseUrls } from '../../../components/upload/validate.ts';
import { withBaseUrl } from '../../../utils/format.ts';

/** Picture addresses of a comma-separated list, as the browser loads them: stored paths get the API prefix, absolute ones stay. */
export function pictureUrls(value: string | null | undefined): string[] {
  return parseUrls(value).map(withBaseUrl);
}

interface Props {
  /** Comma-separated picture addresses. */
  value: string | null | undefined;
  size?: number;
}

/** Every picture as a thumbnail; clicking one previews them all (antd Image.PreviewGroup). */
export default function PictureList({ value, size = 64 }: Props) {
  const { t } = useTranslation('order');
  const urls = pictureUrls(value);
  if (urls.length === 0) return null;
  return (
    <Image.PreviewGroup items={urls}>
      <Space size={6} wrap>
        {urls.map((url, i) => (
          <Image
            key={url}
            src={url}
            width={size}
            height={size}
            alt={t('review.picture', { n: i + 1 })}
            style={{ objectFit: 'cover', borderRadius: 4, border: '1px solid #f0f0f0' }}
          />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}
