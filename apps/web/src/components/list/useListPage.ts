import type { TableData } from '@ceping/contract';
import { Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useColumnToggle } from './useColumnToggle.ts';
import { useConfirmAction } from './useConfirmAction.ts';
import { type PagedListOptions, usePagedList } from './usePagedList.ts';

export interface ListPageOptions<S, Q, R, D extends TableData<R> = TableData<R>> extends PagedListOptions<S, Q, R, D> {
  /** The row's id field (a number). */
  rowKey: keyof R & string;
  /** Columns the user may hide (RightToolbar), and their titles. */
  columns?: { keys: readonly string[]; label: (key: string) => string };
  /** Delete rows after a confirmation (`confirmText` names them). */
  remove?: { confirmText: (rows: R[]) => string; run: (ids: number[], rows: R[]) => Promise<unknown> };
  /** Rows can be ticked (default). A list whose rows are only changed from their own links says `false`. */
  selectable?: boolean;
}

const NO_COLUMNS: readonly string[] = [];

/**
 * Everything one list screen holds: filters, paging, sorting, the search form's show/hide toggle,
 * row selection, hidden columns and delete-with-confirmation. It lives in React state only, so a
 * tab kept alive (layout/AppMain.tsx) shows the list exactly as it was left.
 * Spread `searchProps`, `toolbarProps`, `tableProps` and `paginationProps` onto the scaffold's parts.
 */
export function useListPage<S, Q, R, D extends TableData<R> = TableData<R>>(options: ListPageOptions<S, Q, R, D>) {
  const { t } = useTranslation('common');
  const list = usePagedList(options);
  const [form] = Form.useForm<S>();
  const [showSearch, setShowSearch] = useState(true);
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const cols = useColumnToggle(options.columns?.keys ?? NO_COLUMNS, options.columns?.label ?? String);
  const confirm = useConfirmAction();
  const id = (row: R) => Number(row[options.rowKey]);
  const selectedRows = list.rows.filter((row) => selectedIds.includes(id(row)));

  const reload = () => {
    setSelectedIds([]);
    void list.refresh();
  };
  const removeRows = (rows: R[]) => {
    const remove = options.remove;
    if (!remove || rows.length === 0) return;
    const ids = rows.map(id);
    confirm(remove.confirmText(rows), () => remove.run(ids, rows), t('messages.deleteSuccess'), reload);
  };

  return {
    ...list,
    form,
    showSearch,
    setShowSearch,
    selectedIds,
    setSelectedIds,
    selectedRows,
    reload,
    removeRows,
    removeSelected: () => removeRows(selectedRows),
    searchProps: {
      form,
      // The filters the list starts with are the form's initial values: the form shows what the list
      // is filtered by, and Reset returns both to it.
      initialValues: options.initialSearch as object,
      shown: showSearch,
      onSearch: (values: S) => {
        setSelectedIds([]);
        list.search(values);
      },
      onReset: () => {
        setSelectedIds([]);
        list.reset();
      },
    },
    toolbarProps: {
      selectedCount: selectedIds.length,
      showSearch,
      onShowSearchChange: setShowSearch,
      onRefresh: reload,
      columns: cols.columns.length > 0 ? cols.columns : undefined,
      onColumnsChange: cols.onColumnsChange,
    },
    tableProps: {
      rowKey: options.rowKey,
      rows: list.rows,
      loading: list.loading,
      hiddenColumns: cols.hidden,
      selection: options.selectable === false ? undefined : { selectedIds, onChange: setSelectedIds },
      sort: { orderByColumn: list.state.orderByColumn, isAsc: list.state.isAsc, onChange: list.changeSort },
    },
    paginationProps: { total: list.total, estimated: list.data?.estimated, page: list.state.pageNum, limit: list.state.pageSize, onChange: list.changePage },
  };
}
