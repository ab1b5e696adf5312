import { SaveOutlined } from '@ant-design/icons';
import { App, Button, InputNumber } from 'antd';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../hooks/useAuth.ts';
import Auth from '../Auth.tsx';

/** One changed order of a tree row: RuoYi's `updateSort` pair. */
export interface OrderChange {
  id: number;
  orderNum: number;
}

/** RuoYi 3.9.2's `updateSort` body halves: the ids and the orders as two comma strings, pairwise. */
export function sortCsv(changes: readonly OrderChange[]): { ids: string; orderNums: string } {
  return { ids: changes.map((c) => c.id).join(','), orderNums: changes.map((c) => c.orderNum).join(',') };
}

/** A row of a sortable tree table: its id under `K`, and its order as loaded. */
export type SortableRow<K extends string> = { [k in K]: number } & { orderNum: number };

export interface SortOrdersOptions<K extends string> {
  /** The flat list as loaded: what a typed order is compared with. */
  rows: readonly SortableRow<K>[];
  /** The id field (`menuId`, `deptId`). */
  idKey: K;
  /** Sends the changed pairs (the screen's `PUT …/updateSort`). */
  save: (changes: OrderChange[]) => Promise<unknown>;
  /** Reloads the list once the orders are saved. */
  onSaved: () => void;
  /** Who may type orders and save them (RuoYi: the screen's `…:edit`). */
  perm: string;
  /** The order column's title: each input is labelled "title id". */
  label: string;
}

/**
 * RuoYi's "保存排序" of the menu and dept tree tables: an order input in each row (for those who hold
 * `perm`), kept aside until the save button sends every order that differs from the loaded one.
 * Nothing changed → a warning and no request; saved → a success message, the typed orders are
 * dropped and the list reloads. A failed request was already shown by the request client.
 */
export function useSortOrders<K extends string>({ rows, idKey, save, onSaved, perm, label }: SortOrdersOptions<K>) {
  const { t } = useTranslation('common');
  const { message } = App.useApp();
  const auth = useAuth();
  /** Orders typed in the table, not saved yet. */
  const [orders, setOrders] = useState<Record<number, number>>({});
  const reset = useCallback(() => setOrders({}), []);

  const saveOrders = async () => {
    const changes = rows.flatMap((row) => {
      const id = row[idKey];
      const orderNum = orders[id];
      return orderNum !== undefined && orderNum !== row.orderNum ? [{ id, orderNum }] : [];
    });
    if (changes.length === 0) {
      message.warning(t('sort.unchanged'));
      return;
    }
    try {
      await save(changes);
      message.success(t('sort.saved'));
      reset();
      onSaved();
    } catch {
      // shown by the request client
    }
  };

  /** The order column's cell: an input for those who hold `perm`, the number for the others. */
  const orderCell = (row: SortableRow<K>): ReactNode => {
    if (!auth.hasPermi(perm)) return row.orderNum;
    const id = row[idKey];
    return (
      <InputNumber
        size="small"
        min={0}
        max={9999}
        precision={0}
        style={{ width: 80 }}
        aria-label={`${label} ${id}`}
        value={orders[id] ?? row.orderNum}
        onChange={(v) => setOrders((o) => ({ ...o, [id]: typeof v === 'number' ? v : row.orderNum }))}
      />
    );
  };

  const saveButton = (
    <Auth perm={perm}>
      <Button color="orange" variant="outlined" icon={<SaveOutlined />} onClick={() => void saveOrders()}>
        {t('sort.save')}
      </Button>
    </Auth>
  );

  return { orderCell, saveButton, saveOrders, reset };
}
