import { Table, type TableColumnsType, type TableProps } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import type { SortOrderParam } from './usePagedList.ts';

export interface ListTableProps<R> extends Omit<TableProps<R>, 'columns' | 'dataSource' | 'rowKey' | 'rowSelection' | 'pagination' | 'onChange'> {
  rowKey: keyof R & string;
  rows: R[];
  columns: TableColumnsType<R>;
  /** Keys of the columns the user hid with the right toolbar. */
  hiddenColumns?: ReadonlySet<string>;
  /** Row selection (checkbox column); left out, the table has none. */
  selection?: { selectedIds: number[]; onChange: (ids: number[]) => void };
  /** Server sorting: columns with `sorter: true` send their key as `orderByColumn` and `isAsc`. */
  sort?: { orderByColumn?: string; isAsc?: SortOrderParam; onChange: (column: string | undefined, isAsc: SortOrderParam | undefined) => void };
}

/** The table of a list screen: no client paging (Pagination below does it), selection, hidden columns, server sorting. */
export default function ListTable<R extends object>({ rowKey, rows, columns, hiddenColumns, selection, sort, ...rest }: ListTableProps<R>) {
  const sortOrder = (key: string): SortOrder => (sort?.orderByColumn === key ? (sort.isAsc === 'asc' ? 'ascend' : 'descend') : null);
  const shown = columns
    .filter((c) => !hiddenColumns?.has(String(c.key)))
    .map((c) => (sort && 'sorter' in c && c.sorter === true ? { ...c, sortOrder: sortOrder(String(c.key)) } : c));

  const onChange: TableProps<R>['onChange'] = (_pagination, _filters, sorter) => {
    if (!sort) return;
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    if (!one?.order || !one.columnKey) sort.onChange(undefined, undefined);
    else sort.onChange(String(one.columnKey), one.order === 'ascend' ? 'asc' : 'desc');
  };

  return (
    <Table<R>
      rowKey={rowKey}
      size="middle"
      dataSource={rows}
      columns={shown}
      pagination={false}
      scroll={{ x: 'max-content' }}
      onChange={onChange}
      rowSelection={selection ? { selectedRowKeys: selection.selectedIds, onChange: (keys) => selection.onChange(keys.map(Number)) } : undefined}
      {...rest}
    />
  );
}
