import { type App, message, Modal, type ModalFuncProps, notification } from 'antd';

type AppApi = ReturnType<typeof App.useApp>;

/** The toast, notification and dialog functions the request client and stores use. */
export interface FeedbackApi {
  message: AppApi['message'];
  notification: AppApi['notification'];
  modal: { confirm: (config: ModalFuncProps) => unknown };
}

// Until <Providers> hands over the themed instances from `App.useApp()`, fall back to antd's statics.
let current: FeedbackApi = { message, notification, modal: Modal };

export function setFeedbackApi(api: FeedbackApi): void {
  current = api;
}

export function feedback(): FeedbackApi {
  return current;
}
