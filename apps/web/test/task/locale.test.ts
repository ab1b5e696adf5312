import { describe, expect, it } from 'vitest';
import enUS from '../../src/i18n/locales/en-US/task.ts';
import zhCN from '../../src/i18n/locales/zh-CN/task.ts';
import { TASK_ACTIONS } from '../../src/features/task/taskRules.ts';
import { TASK_COLUMN_KEYS } from '../../src/features/task/TaskTable.tsx';

function leafKeys(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key));
  throw new Error(`${prefix} is neither text nor a group`);
}
const get = (obj: unknown, path: string) => path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], obj);

describe('task namespace', () => {
  it('has the same keys in both languages, none empty, same variables', () => {
    expect(leafKeys(enUS).sort()).toEqual(leafKeys(zhCN).sort());
    const vars = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const key of leafKeys(zhCN)) {
      expect((get(zhCN, key) as string).trim(), key).not.toBe('');
      expect(vars(get(enUS, key) as string), key).toEqual(vars(get(zhCN, key) as string));
    }
  });

  it('names every row action and every optional column', () => {
    for (const action of TASK_ACTIONS) expect(typeof get(zhCN, `action.${action}`), action).toBe('string');
    for (const column of TASK_COLUMN_KEYS) expect(typeof get(zhCN, `column.${column}`), column).toBe('string');
  });
});
