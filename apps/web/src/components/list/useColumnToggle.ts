import { useMemo, useState } from 'react';
import type { ToolbarColumn } from '../RightToolbar.tsx';

/** Show/hide state of a table's optional columns for the right toolbar. */
export function useColumnToggle(keys: readonly string[], label: (key: string) => string) {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const columns: ToolbarColumn[] = keys.map((key) => ({ key, label: label(key), visible: !hidden.has(key) }));
  const visible = useMemo(() => new Set(keys.filter((k) => !hidden.has(k))), [keys, hidden]);
  const onColumnsChange = (cols: ToolbarColumn[]) => setHidden(new Set(cols.filter((c) => !c.visible).map((c) => c.key)));
  return { columns, visible, hidden, onColumnsChange };
}
