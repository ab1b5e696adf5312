import { Pagination as AntPagination } from 'antd';
import { useTranslation } from 'react-i18next';
import { MOBILE_WIDTH } from '../utils/screen.ts';
import { scrollTo } from '../utils/scrollTo.ts';

export const PAGE_SIZES: readonly number[] = [10, 20, 30, 50, 100, 300, 500, 1000];

export interface PaginationProps {
  total: number;
  /** Current page, 1-based (default 1). */
  page?: number;
  /** Page size (default 20). */
  limit?: number;
  pageSizes?: readonly number[];
  /** Called with the new page and size; the caller reloads its list. */
  onChange: (page: number, limit: number) => void;
  /** Scroll the content back to the top after a change (default true). */
  autoScroll?: boolean;
  hidden?: boolean;
  /** The total is the server's estimate, not a count (a very large list): shown as "about N". */
  estimated?: boolean;
}

/**
 * When the size changes and the current page would start beyond the total, go back to page 1
 * (`page * newSize > total`).
 */
export function nextPage(page: number, newLimit: number, total: number): number {
  return page * newLimit > total ? 1 : page;
}

/**
 * Narrow screens (below 992 px) get the compact pager (RuoYi shows 5 page buttons there instead of
 * 7). antd has no exact pager count; `showLessItems` keeps one page either side of the current
 * one instead of two.
 */
export function compactPager(width: number = window.innerWidth): boolean {
  return width < MOBILE_WIDTH;
}

export default function Pagination({
  total,
  page = 1,
  limit = 20,
  pageSizes = PAGE_SIZES,
  onChange,
  autoScroll = true,
  hidden = false,
  estimated = false,
}: PaginationProps) {
  const { t } = useTranslation('widgets');
  if (hidden || total <= 0) return null;

  const handleChange = (newPage: number, newLimit: number) => {
    const target = newLimit !== limit ? nextPage(page, newLimit, total) : newPage;
    onChange(target, newLimit);
    if (autoScroll) scrollTo(0, 800);
  };

  return (
    <div className="pagination-container" style={{ display: 'flex', justifyContent: 'flex-end', padding: '16px 0 4px' }}>
      <AntPagination
        total={total}
        current={page}
        pageSize={limit}
        pageSizeOptions={pageSizes.map(String)}
        showSizeChanger
        showQuickJumper
        showLessItems={compactPager()}
        showTotal={(count) => t(estimated ? 'pagination.totalAbout' : 'pagination.total', { total: count })}
        onChange={handleChange}
      />
    </div>
  );
}
