import type { SysUser } from '@ceping/contract';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeUserStatus, delUser, exportUser, type UserListParams } from '../api.ts';

/** Confirmed actions of the user list: delete, enable/disable, export. */
export function useUserActions(refresh: () => unknown) {
  const { t } = useTranslation(['user', 'common']);
  const { message, modal } = App.useApp();
  const [exporting, setExporting] = useState(false);

  const remove = (ids: number[]) => {
    if (ids.length === 0) return;
    modal.confirm({
      title: t('common:messages.prompt'),
      content: t('confirm.delete', { ids: ids.join(',') }),
      okText: t('common:actions.confirm'),
      cancelText: t('common:actions.cancel'),
      onOk: async () => {
        try {
          await delUser(ids);
          message.success(t('msg.deleted'));
          refresh();
        } catch {
          // the request client has shown the reason
        }
      },
    });
  };

  const setStatus = (user: SysUser, enabled: boolean) => {
    const action = t(enabled ? 'confirm.enable' : 'confirm.disable');
    modal.confirm({
      title: t('common:messages.prompt'),
      content: t('confirm.status', { action, name: user.userName }),
      okText: t('common:actions.confirm'),
      cancelText: t('common:actions.cancel'),
      onOk: async () => {
        try {
          await changeUserStatus(user.userId, enabled ? '0' : '1');
          message.success(t(enabled ? 'msg.enabled' : 'msg.disabled'));
          refresh();
        } catch {
          // the switch keeps showing the stored status
        }
      },
    });
  };

  const exportList = async (params: UserListParams) => {
    setExporting(true);
    try {
      await exportUser(params);
    } finally {
      setExporting(false);
    }
  };

  return { remove, setStatus, exportList, exporting };
}
