import { DATA_SCOPES, type DataScope, roleEndpoints, type SysRole } from '@ceping/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Form, Input, Modal, Select } from 'antd';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointKey } from '../../../api/endpoint.ts';
import { useOncePer } from '../../../hooks/useOncePer.ts';
import { roleDeptTree, updateDataScope } from '../api.ts';
import { roleTitle } from '../roleTitle.ts';
import CheckTree from './CheckTree.tsx';
import { initialTree, submittedIds } from './treeCheck.ts';

interface Props {
  role: SysRole | null;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * RuoYi's "分配数据权限": the role's name and key (read only), its data scope, and for "custom" the
 * dept tree (the caller's scoped depts) with the three switches. Another scope sends no depts.
 */
export default function DataScopeDialog({ role, onClose, onSaved }: Props) {
  const { t, i18n } = useTranslation(['role', 'common']);
  const { message } = App.useApp();
  // The read-only fields are not form fields (no `name`): their labels point at them through ids of their own.
  const id = useId();
  const roleId = role?.roleId ?? 0;
  const tree = useQuery({
    queryKey: endpointKey(roleEndpoints.deptTree, { params: { roleId } }),
    queryFn: () => roleDeptTree(roleId),
    enabled: role !== null,
    staleTime: 0,
    gcTime: 0,
  });
  const [scope, setScope] = useState<DataScope>('1');
  const [linked, setLinked] = useState(true);
  const [checked, setChecked] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);

  const ready = useMemo(() => (role && tree.data ? { role, tree: tree.data } : undefined), [role, tree.data]);
  useOncePer(ready, ({ role: r, tree: loaded }) => {
    setScope((DATA_SCOPES as readonly string[]).includes(r.dataScope) ? (r.dataScope as DataScope) : '1');
    const start = initialTree(loaded.depts, loaded.checkedKeys, r.deptCheckStrictly);
    setLinked(start.linked);
    setChecked(start.checked);
  });

  const changeScope = (value: DataScope) => {
    setScope(value);
    if (value !== '2') setChecked([]);
  };

  const save = async () => {
    if (!role) return;
    setSaving(true);
    try {
      await updateDataScope({
        roleId: role.roleId,
        dataScope: scope,
        deptIds: scope === '2' ? submittedIds(tree.data?.depts ?? [], checked, linked) : [],
        deptCheckStrictly: linked,
      });
      message.success(t('common:messages.editSuccess'));
      onSaved();
    } catch {
      // shown by the request client
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={t('dataScope.title')}
      open={role !== null}
      width={560}
      onCancel={onClose}
      onOk={save}
      confirmLoading={saving}
      okText={t('common:actions.confirm')}
      cancelText={t('common:actions.cancel')}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('field.roleName')} htmlFor={`${id}-name`}>
          <Input id={`${id}-name`} value={role ? roleTitle(role, i18n.language) : ''} disabled />
        </Form.Item>
        <Form.Item label={t('field.roleKey')} htmlFor={`${id}-key`}>
          <Input id={`${id}-key`} value={role?.roleKey ?? ''} disabled />
        </Form.Item>
        <Form.Item label={t('field.dataScope')}>
          <Select<DataScope>
            aria-label={t('field.dataScope')}
            value={scope}
            onChange={changeScope}
            options={DATA_SCOPES.map((value) => ({ value, label: t(`scope.${value}`) }))}
          />
        </Form.Item>
        {scope === '2' ? (
          <Form.Item label={t('field.depts')}>
            <CheckTree
              label={t('field.depts')}
              nodes={tree.data?.depts ?? []}
              loading={tree.isFetching && !tree.data}
              checked={checked}
              onCheckedChange={setChecked}
              linked={linked}
              onLinkedChange={setLinked}
            />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}
