import { type TreeSelect as DeptNode, type SysUser, userAddSchema, userEditSchema, configEndpoints, userEndpoints } from '@ceping/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Form, Modal, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getConfigKey, INIT_PASSWORD_KEY } from '../../../api/system/config.ts';
import { addUser, getUser, type UserDetailResult, updateUser } from '../api.ts';
import type { DictOption } from '../../../hooks/useDict.ts';
import { parseForm, setFormErrors, useLang } from '../../../utils/zodRule.ts';
import UserFormFields from './UserFormFields.tsx';
import { endpointKey } from '../../../api/endpoint.ts';

export interface UserFormValues {
  userName?: string;
  password?: string;
  nickName?: string;
  deptId?: number | null;
  phonenumber?: string | null;
  email?: string | null;
  sex?: string;
  status?: string;
  postIds?: number[];
  roleIds?: number[];
  remark?: string | null;
}

interface Props {
  open: boolean;
  /** The user being edited; undefined to add one. */
  userId?: number;
  /** Preselected department when adding (the tree node chosen on the left). */
  defaultDeptId?: number;
  deptTree: DeptNode[];
  sexOptions: DictOption[];
  statusOptions: DictOption[];
  onClose: () => void;
  onSaved: () => void;
}

/** Form values of an existing user: never a password, empty codes as "not chosen". */
export function toFormValues(detail: UserDetailResult): UserFormValues {
  const user: Partial<SysUser> = detail.data ?? {};
  return {
    nickName: user.nickName ?? '',
    deptId: user.deptId ?? undefined,
    phonenumber: user.phonenumber ?? '',
    email: user.email ?? '',
    sex: user.sex || undefined,
    status: user.status || '0',
    postIds: detail.postIds ?? [],
    roleIds: detail.roleIds ?? [],
    remark: user.remark ?? '',
  };
}

/** "Add user" / "Edit user" dialog; validated with the contract's schemas before anything is sent. */
export default function UserFormDialog({ open, userId, defaultDeptId, deptTree, sexOptions, statusOptions, onClose, onSaved }: Props) {
  const { t } = useTranslation(['user', 'common']);
  const { message } = App.useApp();
  const lang = useLang();
  const [form] = Form.useForm<UserFormValues>();
  const [saving, setSaving] = useState(false);
  const isAdd = userId === undefined;

  const detail = useQuery({
    queryKey: userId ? endpointKey(userEndpoints.get, { params: { userId } }) : endpointKey(userEndpoints.getNew),
    queryFn: () => getUser(userId),
    enabled: open,
    staleTime: 0,
    gcTime: 0,
  });

  // RuoYi offers the configured initial password when adding; without it the field stays empty.
  const initPassword = useQuery({
    queryKey: endpointKey(configEndpoints.configKey, { params: { configKey: INIT_PASSWORD_KEY } }),
    queryFn: async () => (await getConfigKey(INIT_PASSWORD_KEY, { silent: true })).msg || '',
    enabled: open && isAdd,
    staleTime: 0,
    gcTime: 0,
  });

  const initialValues: UserFormValues | undefined = !detail.data
    ? undefined
    : !isAdd
      ? toFormValues(detail.data)
      : initPassword.isPending
        ? undefined
        : { status: '0', deptId: defaultDeptId, postIds: [], roleIds: [], password: initPassword.data || undefined };

  const send = async (values: UserFormValues): Promise<boolean> => {
    if (isAdd) {
      const parsed = parseForm(userAddSchema, values, lang);
      if (parsed.errors) setFormErrors(form, parsed.errors);
      else await addUser(parsed.data);
      return !parsed.errors;
    }
    const parsed = parseForm(userEditSchema, { ...values, userId }, lang);
    if (parsed.errors) setFormErrors(form, parsed.errors);
    else await updateUser(parsed.data);
    return !parsed.errors;
  };

  const save = async (values: UserFormValues) => {
    setSaving(true);
    try {
      if (await send(values)) {
        message.success(t(isAdd ? 'msg.added' : 'msg.updated'));
        onSaved();
      }
    } catch {
      // the request client has shown the reason
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={t(isAdd ? 'dialog.addTitle' : 'dialog.editTitle')}
      open={open}
      width={680}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ disabled: !initialValues }}
      confirmLoading={saving}
      okText={t('common:actions.confirm')}
      cancelText={t('common:actions.cancel')}
      destroyOnHidden
    >
      {initialValues && detail.data ? (
        <Form form={form} name="userForm" layout="vertical" initialValues={initialValues} onFinish={save} preserve={false} clearOnDestroy>
          <UserFormFields
            isAdd={isAdd}
            deptTree={deptTree}
            posts={detail.data.posts ?? []}
            roles={detail.data.roles ?? []}
            sexOptions={sexOptions}
            statusOptions={statusOptions}
          />
        </Form>
      ) : (
        <Spin spinning={detail.isFetching || (isAdd && initPassword.isFetching)} style={{ display: 'block', minHeight: 120 }} />
      )}
    </Modal>
  );
}
