import { App } from 'antd';
import { useCallback } from 'react';
import { openSecondPasswordDialog, SecondPasswordCancelled } from './SecondPasswordDialog.tsx';

export { SecondPasswordCancelled };

/**
 * `const confirm = useSecondPassword(); await confirm();` asks for the caller's second password
 * before a sensitive action. Resolves when the server accepts it (`POST /system/pwd/check`); a wrong
 * password keeps the dialog open with 'Password wrong, please retry!'; closing the dialog rejects
 * with `SecondPasswordCancelled` (use `isSecondPasswordCancelled` to ignore that rejection).
 */
export function useSecondPassword(): () => Promise<void> {
  const { modal } = App.useApp();
  return useCallback(() => openSecondPasswordDialog(modal), [modal]);
}

export function isSecondPasswordCancelled(error: unknown): error is SecondPasswordCancelled {
  return error instanceof SecondPasswordCancelled;
}
