import { describe, expect, it } from 'vitest';
import { OperLogWriter } from '../../src/core/oper-log.ts';

/** A writer's batches recorded, each finished when the test says so. */
function fakeWriter() {
  const inserts: { rows: { title?: string }[]; finish: (err?: Error) => void }[] = [];
  const write = (rows: { title?: string }[]) =>
    new Promise<void>((resolve, reject) => {
      inserts.push({ rows, finish: (err) => (err ? reject(err) : resolve()) });
    });
  return { write, inserts };
}

const row = (title: string) => ({ title, businessType: 1 });
const tick = () => new Promise((r) => setImmediate(r));

describe('OperLogWriter', () => {
  it('writes a row at once when idle, and the rows that arrive meanwhile in one insert after it', async () => {
    const { write, inserts } = fakeWriter();
    const writer = new OperLogWriter(write, () => {});
    writer.add(row('a'));
    expect(inserts.map((i) => i.rows.map((r) => r.title))).toEqual([['a']]);
    writer.add(row('b'));
    writer.add(row('c'));
    expect(inserts).toHaveLength(1);
    inserts[0].finish();
    await tick();
    expect(inserts.map((i) => i.rows.map((r) => r.title))).toEqual([['a'], ['b', 'c']]);
    let flushed = false;
    const flush = writer.flush().then(() => {
      flushed = true;
    });
    await tick();
    expect(flushed).toBe(false);
    inserts[1].finish();
    await flush;
    writer.add(row('d'));
    expect(inserts.map((i) => i.rows.map((r) => r.title))).toEqual([['a'], ['b', 'c'], ['d']]);
  });

  it('reports a failed insert and still writes the rows after it', async () => {
    const { write, inserts } = fakeWriter();
    const errors: unknown[] = [];
    const writer = new OperLogWriter(write, (err) => errors.push(err));
    writer.add(row('a'));
    writer.add(row('b'));
    inserts[0].finish(new Error('down'));
    await tick();
    expect(errors).toEqual([new Error('down')]);
    expect(inserts[1].rows.map((r) => r.title)).toEqual(['b']);
    inserts[1].finish();
    await writer.flush();
  });

  it('splits a large backlog into inserts of at most 200 rows', async () => {
    const { write, inserts } = fakeWriter();
    const writer = new OperLogWriter(write, () => {});
    writer.add(row('first'));
    for (let i = 0; i < 450; i++) writer.add(row(`r${i}`));
    for (let n = 0; n < 4; n++) {
      inserts[n].finish();
      await tick();
    }
    await writer.flush();
    expect(inserts.map((i) => i.rows.length)).toEqual([1, 200, 200, 50]);
  });
});
