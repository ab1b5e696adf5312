import business from './messages/business.ts';
import core from './messages/core.ts';
import dict from './messages/dict.ts';
import files from './messages/files.ts';
import order from './messages/order.ts';
import system from './messages/system.ts';
import signin from './messages/signin.ts';
import task from './messages/task.ts';
import monitor from './messages/monitor.ts';
import job from './messages/job.ts';
import deptPost from './messages/dept-post.ts';
import money from './messages/money.ts';
import complaint from './messages/complaint.ts';
import invoice from './messages/invoice.ts';
import notice from './messages/notice.ts';
import statement from './messages/statement.ts';
import account from './messages/account.ts';
import carousel from './messages/carousel.ts';

/**
 * Messages the API can answer with, in both languages. Validation keys are used by the zod schemas
 * (server and client forms share them); the rest are server business messages. Each area keeps its
 * own file under `messages/`; `{0}`-style placeholders are filled by `formatMessage`.
 */
const parts = [
  core,
  business,
  dict,
  files,
  task,
  order,
  system,
  signin,
  monitor,
  job,
  deptPost,
  money,
  complaint,
  invoice,
  notice,
  statement,
  account,
  carousel,
] as const;

type Part = (typeof parts)[number];
type Keys = Part extends infer P ? (P extends { 'zh-CN': infer Z } ? keyof Z : never) : never;

function merge(lang: 'zh-CN' | 'en-US'): Record<string, string> {
  return Object.assign({}, ...parts.map((p) => p[lang]));
}
export const apiMessages: Record<'zh-CN' | 'en-US', Record<string, string>> = { 'zh-CN': merge('zh-CN'), 'en-US': merge('en-US') };

export type Lang = keyof typeof apiMessages;
export type MessageKey = Keys & string;
export const LANGS: Lang[] = ['zh-CN', 'en-US'];

/** Picks the language from an Accept-Language / Content-Language header value. zh-CN is the default. */
export function pickLang(header: string | undefined | null): Lang {
  if (!header) return 'zh-CN';
  return /^\s*en/i.test(header) ? 'en-US' : 'zh-CN';
}

export function isMessageKey(key: string): key is MessageKey {
  return key in apiMessages['zh-CN'];
}

export function formatMessage(lang: Lang, key: MessageKey | string, ...args: unknown[]): string {
  const table = apiMessages[lang] as Record<string, string>;
  const text = table[key] ?? key;
  return text.replace(/\{(\d+)\}/g, (_, i: string) => String(args[Number(i)] ?? ''));
}
