import {
  FIRST_CUSTOM_ROLE_ID,
  menuEndpoints,
  type RoleAdd,
  type RoleEdit,
  roleAddSchema,
  roleEditSchema,
  roleEndpoints,
  type SysRole,
  type TreeSelectNode,
} from '@ceping/contract';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, InputNumber, Radio, Tooltip } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointKey } from '../../../api/endpoint.ts';
import EntityDialog from '../../../components/list/EntityDialog.tsx';
import { dictSelectOptions } from '../../../components/list/SearchActions.tsx';
import type { DictOption } from '../../../hooks/useDict.ts';
import { useOncePer } from '../../../hooks/useOncePer.ts';
import { addRole, getRole, menuTreeselect, roleMenuTreeselect, updateRole } from '../api.ts';
import CheckTree from './CheckTree.tsx';
import { initialTree, submittedIds } from './treeCheck.ts';

interface Values {
  roleName?: string;
  roleNameEn?: string | null;
  roleKey?: string;
  roleSort?: number;
  status?: string;
  remark?: string | null;
}

interface Props {
  /** `{}` adds, `{ roleId }` edits; null: closed. */
  editing: { roleId?: number } | null;
  statusOptions: DictOption[];
  onClose: () => void;
  onSaved: () => void;
}

const initialValues = (role: SysRole | undefined): Values =>
  role
    ? {
        roleName: role.roleName,
        roleNameEn: role.roleNameEn ?? '',
        roleKey: role.roleKey,
        roleSort: role.roleSort,
        status: role.status,
        remark: role.remark ?? '',
      }
    : { roleSort: 0, status: '0' };

/**
 * Add / edit a role (RuoYi's 500 px dialog): name (both languages), key, order, status, the menu
 * permission tree with its three switches, remark. Sends `menuIds` = ticked + half-ticked menus.
 */
export default function RoleFormDialog({ editing, statusOptions, onClose, onSaved }: Props) {
  const { t } = useTranslation(['role', 'common']);
  const roleId = editing?.roleId;
  const open = editing !== null;
  const detail = useQuery({
    queryKey: endpointKey(roleEndpoints.get, { params: { roleId: roleId ?? 0 } }),
    queryFn: () => getRole(roleId as number),
    enabled: open && roleId !== undefined,
    staleTime: 0,
    gcTime: 0,
  });
  const tree = useQuery({
    queryKey: roleId ? endpointKey(menuEndpoints.roleMenuTreeselect, { params: { roleId } }) : endpointKey(menuEndpoints.treeselect),
    queryFn: async (): Promise<{ menus: TreeSelectNode[]; checkedKeys: number[] }> => {
      if (roleId) return roleMenuTreeselect(roleId);
      return { menus: (await menuTreeselect()).data, checkedKeys: [] };
    },
    enabled: open,
    staleTime: 0,
    gcTime: 0,
  });
  const role = detail.data?.data;
  const [linked, setLinked] = useState(true);
  const [checked, setChecked] = useState<number[]>([]);

  // A new `editing` is a new opening: the tree is filled again even when the answers are equal to the last ones.
  const openings = useRef(0);
  const opening = useMemo(() => (editing ? ++openings.current : openings.current), [editing]);
  // Once per opening (and per answer): the role's tree mode and its menus as the tree shows them.
  const ready = useMemo(
    () => (open && tree.data && (roleId === undefined || role) ? { tree: tree.data, role, opening } : undefined),
    [open, tree.data, roleId, role, opening],
  );
  useOncePer(ready, ({ tree: loaded, role: r }) => {
    const start = initialTree(loaded.menus, loaded.checkedKeys, r?.menuCheckStrictly ?? true);
    setLinked(start.linked);
    setChecked(start.checked);
  });

  const toBody = (values: Values): RoleAdd | Omit<RoleEdit, 'roleId'> => ({
    roleName: values.roleName ?? '',
    roleNameEn: values.roleNameEn || null,
    roleKey: values.roleKey ?? '',
    roleSort: values.roleSort as number,
    status: values.status as '0' | '1',
    remark: values.remark ?? null,
    menuIds: submittedIds(tree.data?.menus ?? [], checked, linked),
    menuCheckStrictly: linked,
  });
  const label = (key: string) => t(`field.${key}`);
  const loadingRole = roleId !== undefined && !role;

  return (
    <EntityDialog
      open={open && !loadingRole}
      title={t(roleId ? 'dialog.edit' : 'dialog.add')}
      width={560}
      schemas={{ add: roleAddSchema, edit: roleEditSchema }}
      api={{ add: addRole, update: updateRole }}
      editKey={roleId ? { roleId } : undefined}
      initialValues={initialValues(role)}
      toBody={toBody}
      onClose={onClose}
      onSaved={onSaved}
    >
      {(rule) => (
        <>
          <Form.Item name="roleName" label={label('roleName')} rules={[rule('roleName', label('roleName'))]}>
            <Input placeholder={t('placeholder.roleName')} maxLength={30} />
          </Form.Item>
          <Form.Item name="roleNameEn" label={label('roleNameEn')} rules={[rule('roleNameEn', label('roleNameEn'))]}>
            <Input placeholder={t('placeholder.roleNameEn')} maxLength={30} />
          </Form.Item>
          <Form.Item
            name="roleKey"
            label={
              <span>
                {label('roleKey')}{' '}
                <Tooltip title={t('tip.roleKey')}>
                  <QuestionCircleOutlined />
                </Tooltip>
              </span>
            }
            rules={[rule('roleKey', label('roleKey'))]}
          >
            <Input placeholder={t('placeholder.roleKey')} maxLength={100} disabled={role !== undefined && role.roleId < FIRST_CUSTOM_ROLE_ID} />
          </Form.Item>
          <Form.Item name="roleSort" label={label('roleSort')} rules={[rule('roleSort', label('roleSort'))]}>
            <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="status" label={label('status')}>
            <Radio.Group options={dictSelectOptions(statusOptions)} />
          </Form.Item>
          <Form.Item label={label('menus')}>
            <CheckTree
              label={label('menus')}
              nodes={tree.data?.menus ?? []}
              loading={tree.isFetching && !tree.data}
              checked={checked}
              onCheckedChange={setChecked}
              linked={linked}
              onLinkedChange={setLinked}
            />
          </Form.Item>
          <Form.Item name="remark" label={label('remark')} rules={[rule('remark', label('remark'))]}>
            <Input.TextArea placeholder={t('placeholder.remark')} maxLength={500} rows={2} />
          </Form.Item>
        </>
      )}
    </EntityDialog>
  );
}
