import { deptAddSchema, deptEditSchema, deptEndpoints, type SysDept } from '@ceping/contract';
import { useQuery } from '@tanstack/react-query';
import { Col, Form, Input, InputNumber, Radio, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { endpointKey } from '../../../api/endpoint.ts';
import EntityDialog from '../../../components/list/EntityDialog.tsx';
import { dictSelectOptions } from '../../../components/list/SearchActions.tsx';
import TreeSelect from '../../../components/TreeSelect.tsx';
import type { DictOption } from '../../../hooks/useDict.ts';
import { addDept, getDept, listDept, listDeptExcludeChild, updateDept } from '../api.ts';
import { deptOptions } from './deptTree.ts';

interface Values {
  parentId?: number;
  deptName?: string;
  orderNum?: number;
  leader?: string | null;
  phone?: string | null;
  email?: string | null;
  status?: '0' | '1';
}

interface Props {
  /** `{ parentId }` adds below that dept, `{ deptId }` edits; null: closed. */
  editing: { deptId?: number; parentId?: number } | null;
  statusOptions: DictOption[];
  onClose: () => void;
  onSaved: () => void;
}

const once = { staleTime: 0, gcTime: 0 } as const;

function valuesOf(d: SysDept): Values {
  return {
    parentId: d.parentId,
    deptName: d.deptName,
    orderNum: d.orderNum,
    leader: d.leader ?? '',
    phone: d.phone ?? '',
    email: d.email ?? '',
    status: d.status === '1' ? '1' : '0',
  };
}

/**
 * Add / edit a dept (RuoYi's dialog): adding offers every dept as the parent; editing offers
 * `list/exclude/{id}` (the dept and those below it are never a choice), or the current parent alone
 * when that list is empty. A root keeps no parent field.
 */
export default function DeptFormDialog({ editing, statusOptions, onClose, onSaved }: Props) {
  const { t } = useTranslation(['dept', 'common']);
  const deptId = editing?.deptId;
  const open = editing !== null;
  const detail = useQuery({
    queryKey: endpointKey(deptEndpoints.get, { params: { deptId: deptId ?? 0 } }),
    queryFn: () => getDept(deptId as number),
    enabled: open && deptId !== undefined,
    ...once,
  });
  const choices = useQuery({
    queryKey: deptId ? endpointKey(deptEndpoints.listExclude, { params: { deptId } }) : endpointKey(deptEndpoints.list, { query: {} }),
    queryFn: () => (deptId ? listDeptExcludeChild(deptId) : listDept({})),
    enabled: open,
    ...once,
  });
  const dept = detail.data?.data;
  const rows = choices.data?.data ?? [];
  const parents =
    dept && rows.length === 0 && dept.parentId !== 0 ? [{ id: dept.parentId, label: dept.parentName ?? String(dept.parentId) }] : deptOptions(rows);
  const isRoot = dept?.parentId === 0;
  const initial: Values = dept ? valuesOf(dept) : { parentId: editing?.parentId, orderNum: 0, status: '0' };
  const label = (key: string) => t(`field.${key}`);

  return (
    <EntityDialog
      open={open && choices.data !== undefined && (deptId === undefined || dept !== undefined)}
      title={t(deptId ? 'dialog.edit' : 'dialog.add')}
      width={600}
      schemas={{ add: deptAddSchema, edit: deptEditSchema }}
      api={{ add: addDept, update: updateDept }}
      editKey={deptId ? { deptId } : undefined}
      initialValues={initial}
      onClose={onClose}
      onSaved={onSaved}
    >
      {(rule) => (
        <Row gutter={16}>
          {isRoot ? null : (
            <Col span={24}>
              <Form.Item name="parentId" label={label('parentId')} rules={[rule('parentId', label('parentId'))]} required>
                <TreeSelect data={parents} allowClear={false} placeholder={t('placeholder.parentId')} />
              </Form.Item>
            </Col>
          )}
          <Col xs={24} sm={12}>
            <Form.Item name="deptName" label={label('deptName')} rules={[rule('deptName', label('deptName'))]} required>
              <Input placeholder={t('placeholder.deptName')} maxLength={30} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="orderNum" label={label('orderNum')} rules={[rule('orderNum', label('orderNum'))]} required>
              <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="leader" label={label('leader')} rules={[rule('leader', label('leader'))]}>
              <Input placeholder={t('placeholder.leader')} maxLength={20} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="phone" label={label('phone')} rules={[rule('phone', label('phone'))]}>
              <Input placeholder={t('placeholder.phone')} maxLength={11} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="email" label={label('email')} rules={[rule('email', label('email'))]}>
              <Input placeholder={t('placeholder.email')} maxLength={50} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="status" label={label('status')}>
              <Radio.Group options={dictSelectOptions(statusOptions)} />
            </Form.Item>
          </Col>
        </Row>
      )}
    </EntityDialog>
  );
}
