import type { ReviewRow } from '@ceping/contract';
import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import DictTag from '../../../components/DictTag.tsx';
import type { DictOption } from '../../../hooks/useDict.ts';
import { parseTime } from '../../../utils/format.ts';
import PictureList from './PictureList.tsx';
import VideoLink from './VideoLink.tsx';

interface Props {
  review: Pick<ReviewRow, 'evaluateType' | 'evaluateContent' | 'evaluatePic' | 'evaluateVideo'> & { evaluateTime?: string | null };
  typeOptions: DictOption[];
  /** Shown when nothing was recorded (kind "none" and no content). */
  empty: string;
}

/** A recorded review: its kind, the text line by line, the pictures (preview) and the video. */
export default function ReviewView({ review, typeOptions, empty }: Props) {
  const { t } = useTranslation('order');
  const lines = review.evaluateContent ? review.evaluateContent.split('\n') : [];
  if (review.evaluateType === '0' && lines.length === 0 && !review.evaluatePic && !review.evaluateVideo) {
    return <Typography.Text type="secondary">{empty}</Typography.Text>;
  }
  const items = [
    { key: 'type', label: t('review.type'), children: <DictTag options={typeOptions} value={review.evaluateType} /> },
    ...(lines.length > 0
      ? [
          {
            key: 'content',
            label: t('review.content'),
            children: (
              <div className="review-lines">
                {lines.map((line, i) => (
                  // lines of one text: the index is their identity
                  <div key={i}>{line || '\u00a0'}</div>
                ))}
              </div>
            ),
          },
        ]
      : []),
    ...(review.evaluatePic ? [{ key: 'pic', label: t('review.pictures'), children: <PictureList value={review.evaluatePic} size={56} /> }] : []),
    ...(review.evaluateVideo ? [{ key: 'video', label: t('review.video'), children: <VideoLink url={review.evaluateVideo} /> }] : []),
    ...(review.evaluateTime ? [{ key: 'time', label: t('review.time'), children: parseTime(review.evaluateTime) }] : []),
  ];
  return <Descriptions size="small" column={1} styles={{ label: { width: 96 } }} items={items} />;
}
