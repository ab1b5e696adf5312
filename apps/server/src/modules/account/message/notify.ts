import { type MessageKey, MessageType, type MessageTypeValue } from '@ceping/contract';
import type { Executor } from '../../../db/client.ts';
import { bizMessage } from '../../../db/schema/index.ts';

/** The inbox texts of the catalogue: `inbox.<name>.title` and `inbox.<name>.content`. */
export type InboxKey = MessageKey extends infer K ? (K extends `inbox.${infer N}.title` ? N : never) : never;

/** Which kind of message each text is (dictionary `message_type`). */
const TYPE_OF: Record<InboxKey, MessageTypeValue> = {
  welcome: MessageType.SYSTEM,
  welcomeSub: MessageType.SYSTEM,
  subAccountJoined: MessageType.INVITATION,
  rechargeCredited: MessageType.MONEY,
  rechargeCreditedDebt: MessageType.MONEY,
  rechargeRejected: MessageType.MONEY,
  withdrawalApproved: MessageType.MONEY,
  withdrawalRejected: MessageType.MONEY,
  withdrawalPaid: MessageType.MONEY,
  withdrawalFailed: MessageType.MONEY,
};

export interface Notice {
  /** The text; its kind follows from it. */
  key: InboxKey;
  /** The `{0}`, `{1}`… values, as they are shown in every language (amounts, numbers, names, a reason as typed). */
  params?: (string | number)[];
  /** The document the message is about. */
  ref?: { type: 'recharge' | 'withdrawal' | 'user'; id: number };
}

/**
 * Writes one message to a user's inbox, in the caller's transaction: the message exists exactly when
 * the event it tells about was committed. The text is stored as its key and values and rendered in
 * the reader's language when read.
 */
export async function notifyUser(tx: Executor, userId: number, n: Notice): Promise<void> {
  await tx.insert(bizMessage).values({
    userId,
    msgType: TYPE_OF[n.key],
    msgKey: `inbox.${n.key}`,
    params: (n.params ?? []).map(String),
    refType: n.ref?.type ?? '',
    refId: n.ref?.id ?? null,
  });
}
