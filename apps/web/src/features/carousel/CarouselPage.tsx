import { type CarouselRow, Perm, carouselBodySchema, carouselEditSchema, carouselEndpoints, carouselPeriodSchema } from '@ceping/contract';
import { Card, DatePicker, Form, Input, InputNumber, Radio, Select, type TableColumnsType, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointKey } from '../../api/endpoint.ts';
import DictTag from '../../components/DictTag.tsx';
import ImagePreview from '../../components/ImagePreview.tsx';
import ImageUpload from '../../components/ImageUpload.tsx';
import EntityDialog from '../../components/list/EntityDialog.tsx';
import ListTable from '../../components/list/ListTable.tsx';
import ListToolbar from '../../components/list/ListToolbar.tsx';
import RowActions from '../../components/list/RowActions.tsx';
import { SEARCH_FIELD_STYLE, dictSelectOptions } from '../../components/list/SearchActions.tsx';
import SearchForm from '../../components/list/SearchForm.tsx';
import { useListPage } from '../../components/list/useListPage.ts';
import { type PagedState, textFilter, withoutPaging } from '../../components/list/usePagedList.ts';
import Pagination from '../../components/Pagination.tsx';
import { useDict } from '../../hooks/useDict.ts';
import { translateMessage } from '../../utils/zodRule.ts';
import { SiteSelect } from '../site/index.ts';
import { type CarouselListParams, addCarousel, delCarousel, exportCarousel, listCarousel, updateCarousel } from './api.ts';

interface Search {
  title?: string;
  siteId?: number;
  status?: '0' | '1';
  activeAt?: Dayjs | null;
}

interface Values {
  siteId?: number;
  title?: string;
  titleEn?: string;
  image?: string;
  linkUrl?: string;
  orderNum?: number;
  period?: [Dayjs | null, Dayjs | null] | null;
  status?: string;
}

const INITIAL: Search = {};
const COLUMN_KEYS = ['carouselId', 'image', 'title', 'site', 'linkUrl', 'orderNum', 'period', 'phase', 'status'] as const;
const WALL_TIME = 'YYYY-MM-DD HH:mm:ss';
const PHASE_COLOURS = { showing: 'success', upcoming: 'processing', ended: 'default', disabled: 'warning' } as const;

function buildQuery({ search, pageNum, pageSize, orderByColumn, isAsc }: PagedState<Search>): CarouselListParams {
  return {
    pageNum,
    pageSize,
    orderByColumn,
    isAsc,
    title: textFilter(search.title),
    siteId: search.siteId,
    status: search.status,
    activeAt: search.activeAt ? search.activeAt.format('YYYY-MM-DD') : undefined,
  };
}

/** The period picked in the form as the contract's two wall times (GMT+8, as the server reads them). */
function periodOf(period: Values['period']): { beginTime: string; endTime: string } | null {
  const [begin, end] = period ?? [];
  return begin && end ? { beginTime: begin.format(WALL_TIME), endTime: end.format(WALL_TIME) } : null;
}

/** Business → Login banners: the pictures each site's login page shows, and when. */
export default function CarouselPage() {
  const { t } = useTranslation(['business', 'common']);
  const dict = useDict('sys_normal_disable');
  const label = (key: string) => t(`carousel.field.${key}`);
  const list = useListPage({
    key: endpointKey(carouselEndpoints.list),
    rowKey: 'carouselId',
    buildQuery,
    fetch: listCarousel,
    initialSearch: INITIAL,
    columns: { keys: COLUMN_KEYS, label },
    remove: { confirmText: (rows: CarouselRow[]) => t('carousel.confirmDelete', { name: rows.map((r) => r.title).join(', ') }), run: delCarousel },
  });
  const [editing, setEditing] = useState<{ row?: CarouselRow } | null>(null);
  const [exporting, setExporting] = useState(false);

  const exportList = async () => {
    setExporting(true);
    try {
      await exportCarousel(withoutPaging(list.query));
    } finally {
      setExporting(false);
    }
  };

  const columns: TableColumnsType<CarouselRow> = [
    { key: 'carouselId', dataIndex: 'carouselId', title: label('carouselId'), width: 70, align: 'center', sorter: true },
    {
      key: 'image',
      dataIndex: 'image',
      title: label('image'),
      width: 90,
      align: 'center',
      render: (v: string) => <ImagePreview src={v} width={64} height={36} />,
    },
    {
      key: 'title',
      title: label('title'),
      ellipsis: true,
      render: (_: unknown, row) => (
        <>
          <div style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{row.title}</div>
          {row.titleEn ? (
            <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
              {row.titleEn}
            </Typography.Text>
          ) : null}
        </>
      ),
    },
    { key: 'site', dataIndex: 'siteName', title: label('site'), width: 110, ellipsis: true, render: (v: string | null) => v || '-' },
    {
      key: 'linkUrl',
      dataIndex: 'linkUrl',
      title: label('linkUrl'),
      width: 140,
      ellipsis: true,
      render: (v: string) =>
        v ? (
          <a href={v} target="_blank" rel="noopener noreferrer">
            {v}
          </a>
        ) : (
          '-'
        ),
    },
    { key: 'orderNum', dataIndex: 'orderNum', title: label('orderNum'), width: 84, align: 'right', sorter: true },
    {
      key: 'period',
      dataIndex: 'beginTime',
      title: label('period'),
      width: 160,
      sorter: true,
      render: (_: unknown, row) => (
        <span style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
          {row.beginTime.slice(0, 16)}
          <br />
          {row.endTime.slice(0, 16)}
        </span>
      ),
    },
    {
      key: 'phase',
      dataIndex: 'phase',
      title: label('phase'),
      width: 100,
      align: 'center',
      render: (v: CarouselRow['phase']) => <Tag color={PHASE_COLOURS[v]}>{t(`carousel.phase.${v}`)}</Tag>,
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: label('status'),
      width: 80,
      align: 'center',
      render: (v: string) => <DictTag options={dict.sys_normal_disable} value={v} />,
    },
    {
      key: 'actions',
      title: t('common.operation'),
      width: 150,
      fixed: 'end',
      render: (_: unknown, row) => <RowActions perms={Perm.carousel} onEdit={() => setEditing({ row })} onDelete={() => list.removeRows([row])} />,
    },
  ];

  const row = editing?.row;
  const initialValues: Values = row
    ? {
        siteId: row.siteId,
        title: row.title,
        titleEn: row.titleEn,
        image: row.image,
        linkUrl: row.linkUrl,
        orderNum: row.orderNum,
        period: [dayjs(row.beginTime), dayjs(row.endTime)],
        status: row.status,
      }
    : { status: '0', orderNum: 0, siteId: list.state.search.siteId };

  return (
    <div className="app-container">
      <Card size="small" variant="borderless">
        <SearchForm {...list.searchProps}>
          <Form.Item name="title" label={label('title')}>
            <Input allowClear maxLength={100} style={SEARCH_FIELD_STYLE} />
          </Form.Item>
          <Form.Item name="siteId" label={label('site')}>
            <SiteSelect style={SEARCH_FIELD_STYLE} />
          </Form.Item>
          <Form.Item name="status" label={label('status')}>
            <Select allowClear placeholder={t('carousel.placeholder.status')} options={dictSelectOptions(dict.sys_normal_disable)} style={SEARCH_FIELD_STYLE} />
          </Form.Item>
          <Form.Item name="activeAt" label={label('activeAt')}>
            <DatePicker placeholder={t('carousel.placeholder.activeAt')} style={SEARCH_FIELD_STYLE} />
          </Form.Item>
        </SearchForm>
        <ListToolbar
          perms={Perm.carousel}
          {...list.toolbarProps}
          onAdd={() => setEditing({})}
          onEdit={() => setEditing({ row: list.selectedRows[0] })}
          onDelete={list.removeSelected}
          onExport={exportList}
          exporting={exporting}
        />
        <ListTable<CarouselRow> {...list.tableProps} columns={columns} />
        <Pagination {...list.paginationProps} />
      </Card>
      <EntityDialog
        open={editing !== null}
        title={t(row ? 'carousel.dialog.edit' : 'carousel.dialog.add')}
        width={640}
        schemas={{ add: carouselBodySchema, edit: carouselEditSchema }}
        api={{ add: addCarousel, update: updateCarousel }}
        editKey={row ? { carouselId: row.carouselId } : undefined}
        initialValues={initialValues}
        toBody={({ period, ...values }) => ({ ...values, ...periodOf(period) })}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          list.reload();
        }}
      >
        {(rule) => (
          <>
            <Form.Item name="siteId" label={label('site')} rules={[rule('siteId', label('site'))]}>
              <SiteSelect />
            </Form.Item>
            <Form.Item name="title" label={label('title')} rules={[rule('title', label('title'))]}>
              <Input maxLength={100} placeholder={t('carousel.placeholder.title')} />
            </Form.Item>
            <Form.Item name="titleEn" label={label('titleEn')} rules={[rule('titleEn', label('titleEn'))]}>
              <Input maxLength={100} placeholder={t('carousel.placeholder.titleEn')} />
            </Form.Item>
            <Form.Item name="image" label={label('image')} extra={t('carousel.help.image')} rules={[rule('image', label('image'))]}>
              <ImageUpload limit={1} />
            </Form.Item>
            <Form.Item name="linkUrl" label={label('linkUrl')} extra={t('carousel.help.linkUrl')} rules={[rule('linkUrl', label('linkUrl'))]}>
              <Input maxLength={500} placeholder={t('carousel.placeholder.linkUrl')} />
            </Form.Item>
            <Form.Item
              name="period"
              label={label('period')}
              extra={t('carousel.help.period')}
              required
              rules={[
                {
                  validator: async (_rule, value: Values['period']) => {
                    const period = periodOf(value);
                    if (!period) throw new Error(t('carousel.periodRequired'));
                    const checked = carouselPeriodSchema.safeParse(period);
                    if (!checked.success) throw new Error(translateMessage(checked.error.issues[0]?.message ?? 'carousel.endBeforeBegin'));
                  },
                },
              ]}
            >
              <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="orderNum" label={label('orderNum')} rules={[rule('orderNum', label('orderNum'))]}>
              <InputNumber min={0} max={9999} precision={0} />
            </Form.Item>
            <Form.Item name="status" label={label('status')}>
              <Radio.Group options={dictSelectOptions(dict.sys_normal_disable)} />
            </Form.Item>
          </>
        )}
      </EntityDialog>
    </div>
  );
}
