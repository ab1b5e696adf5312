import { fireEvent, screen } from '@testing-library/react';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { expect, it, vi } from 'vitest';
import { z } from 'zod';
import EntityDialog from '../../src/components/list/EntityDialog.tsx';
import SearchForm from '../../src/components/list/SearchForm.tsx';
import { renderScreen } from '../user/render.tsx';

vi.setConfig({ testTimeout: 30_000 });
const schema = z.object({ name: z.string() });

function Host() {
  const [row, setRow] = useState<{ name: string } | null>(null);
  return (
    <>
      <button type="button" onClick={() => setRow({ name: 'A' })}>
        a
      </button>
      <button type="button" onClick={() => setRow({ name: 'B' })}>
        b
      </button>
      <button type="button" onClick={() => setRow(null)}>
        close
      </button>
      <EntityDialog
        open={row !== null}
        title="t"
        width={400}
        schemas={{ add: schema, edit: schema }}
        api={{ add: async () => 0, update: async () => 0 }}
        initialValues={row ?? {}}
        onClose={() => setRow(null)}
        onSaved={() => setRow(null)}
      >
        {() => (
          <Form.Item name="name" label="名">
            <Input />
          </Form.Item>
        )}
      </EntityDialog>
    </>
  );
}

/**
 * One EntityDialog serves every row of a list. Opened for B after A, it must show B: antd keeps a form's
 * store across openings and merges it over new initial values, so each opening needs its own form.
 */
it('opened for another row shows that row, not the previous one', async () => {
  await renderScreen(<Host />);
  fireEvent.click(screen.getByText('a'));
  expect(((await screen.findByLabelText('名')) as HTMLInputElement).value).toBe('A');
  fireEvent.click(screen.getByText('close'));
  await new Promise((r) => setTimeout(r, 1500));
  fireEvent.click(screen.getByText('b'));
  await new Promise((r) => setTimeout(r, 1000));
  expect((screen.getAllByLabelText('名') as HTMLInputElement[]).map((i) => i.value)).toEqual(['B']);
});

/** A list's filter and its dialog's field of the same name: each label must point at its own input. */
function ListWithDialog() {
  const [form] = Form.useForm();
  const [open, setOpen] = useState(false);
  return (
    <>
      <SearchForm form={form} shown onSearch={() => {}} onReset={() => {}}>
        <Form.Item name="name" label="筛选名">
          <Input defaultValue="filter" />
        </Form.Item>
      </SearchForm>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <EntityDialog
        open={open}
        title="t"
        width={400}
        schemas={{ add: schema, edit: schema }}
        api={{ add: async () => 0, update: async () => 0 }}
        initialValues={{ name: 'dialog' }}
        onClose={() => setOpen(false)}
        onSaved={() => setOpen(false)}
      >
        {() => (
          <Form.Item name="name" label="名">
            <Input />
          </Form.Item>
        )}
      </EntityDialog>
    </>
  );
}

it("gives the dialog's fields ids apart from the search form's", async () => {
  await renderScreen(<ListWithDialog />);
  fireEvent.click(screen.getByText('open'));
  expect(((await screen.findByLabelText('名')) as HTMLInputElement).value).toBe('dialog');
  expect((screen.getByLabelText('筛选名') as HTMLInputElement).value).toBe('filter');
});
