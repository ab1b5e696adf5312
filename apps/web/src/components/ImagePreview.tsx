import { PictureOutlined } from '@ant-design/icons';
import { Image } from 'antd';
import { useTranslation } from 'react-i18next';
import { withBaseUrl } from '../utils/format.ts';
import { parseUrls } from './upload/validate.ts';

export interface ImagePreviewProps {
  /** One or more image paths, comma-separated (or an array); stored paths get the API prefix. */
  src: string | readonly string[] | null | undefined;
  /** Number = px. */
  width?: number | string;
  height?: number | string;
}

function size(v: number | string | undefined): string | undefined {
  return typeof v === 'number' ? `${v}px` : v;
}

/** Thumbnail of the first image; clicking it previews all of them. */
export default function ImagePreview({ src, width = 50, height = 50 }: ImagePreviewProps) {
  const { t } = useTranslation('widgets');
  const urls = parseUrls(src).map(withBaseUrl);
  const boxStyle = { width: size(width), height: size(height) };
  if (urls.length === 0) {
    return (
      <span
        className="image-preview-empty"
        role="img"
        aria-label={t('imagePreview.failed')}
        style={{
          ...boxStyle,
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          background: '#f5f7fa',
          color: '#909399',
          borderRadius: 4,
        }}
      >
        <PictureOutlined />
      </span>
    );
  }
  return (
    <Image.PreviewGroup items={urls}>
      <Image
        src={urls[0]}
        alt={t('imagePreview.alt')}
        width={size(width)}
        height={size(height)}
        style={{ objectFit: 'cover', borderRadius: 4 }}
        fallback={FALLBACK}
      />
    </Image.PreviewGroup>
  );
}

/** Light grey square with a picture outline, shown when an image fails to load. */
const FALLBACK =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" fill="#f5f7fa"/><path d="M18 44l9-12 7 9 5-6 7 9z" fill="#c0c4cc"/><circle cx="41" cy="24" r="4" fill="#c0c4cc"/></svg>',
  );
