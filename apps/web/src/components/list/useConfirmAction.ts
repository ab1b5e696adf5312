import { App } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * `confirmThen(text, action, success)`: asks "OK / Cancel", runs the action, shows the success toast.
 * Failures were already shown by the request client; the dialog closes either way.
 */
export function useConfirmAction() {
  const { t } = useTranslation('common');
  const { message, modal } = App.useApp();
  return (content: string, action: () => Promise<unknown>, success: string, after?: () => void) => {
    modal.confirm({
      title: t('messages.prompt'),
      content,
      okText: t('actions.confirm'),
      cancelText: t('actions.cancel'),
      onOk: async () => {
        try {
          await action();
          message.success(success);
          after?.();
        } catch {
          // shown by the request client
        }
      },
    });
  };
}
