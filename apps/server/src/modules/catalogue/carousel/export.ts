import { type Lang, type MessageKey, formatMessage } from '@ceping/contract';
import { formatDate } from '../../../core/envelope.ts';
import { writeXlsx } from '../../../core/excel.ts';
import type { Store } from '../../../core/store.ts';
import type { Executor } from '../../../db/client.ts';
import { dictLabels } from '../../system/dict/index.ts';
import type { CarouselListRow } from './service.ts';

/** Login banners as an xlsx workbook: headers and status in `lang`, times as `yyyy-MM-dd HH:mm:ss`. */
export async function carouselWorkbook(db: Executor, store: Store, lang: Lang, rows: CarouselListRow[]): Promise<Buffer> {
  const h = (k: MessageKey) => formatMessage(lang, k);
  const status = await dictLabels(db, store, 'sys_normal_disable', lang);
  const when = (v: unknown) => formatDate(v instanceof Date ? v : null);
  return writeXlsx<CarouselListRow>({
    sheetName: h('carousel.export.sheet'),
    rows,
    columns: [
      { header: h('carousel.col.carouselId'), key: 'carouselId' },
      { header: h('carousel.col.siteName'), key: 'siteName', width: 16 },
      { header: h('carousel.col.title'), key: 'title', width: 24 },
      { header: h('carousel.col.titleEn'), key: 'titleEn', width: 24 },
      { header: h('carousel.col.image'), key: 'image', width: 40 },
      { header: h('carousel.col.linkUrl'), key: 'linkUrl', width: 40 },
      { header: h('carousel.col.orderNum'), key: 'orderNum' },
      { header: h('carousel.col.beginTime'), key: 'beginTime', width: 20, format: when },
      { header: h('carousel.col.endTime'), key: 'endTime', width: 20, format: when },
      { header: h('carousel.col.status'), key: 'status', format: (v) => status.get(String(v)) ?? String(v) },
      { header: h('carousel.col.createTime'), key: 'createTime', width: 20, format: when },
    ],
  });
}
