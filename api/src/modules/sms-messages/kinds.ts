import type { Db } from '../../db/client';
import type { SmsMessageKind, SmsMessageRow } from '../../db/schema';
import type { InboundSms } from '../../providers/sms/types';

/**
 * What the areas that send SMS hear about their messages (the consent module for opt-in requests, the
 * campaigns later): the sending job calls `onSent` once the gateway took a message and `onFailed` once it gave
 * up on it, inside the transaction that records it. Registered with `registerSmsKind` at module start.
 */
export interface SmsKindHandlers {
  onSent?(db: Db, message: SmsMessageRow): Promise<void>;
  onFailed?(db: Db, message: SmsMessageRow): Promise<void>;
}

/** What hears the contacts' replies (the consent module: stop words opt the contact out). */
export type InboundSmsHandler = (
  db: Db,
  inbound: InboundSms & { adapter: string; id: number },
) => Promise<void>;

const kindHandlers = new Map<SmsMessageKind, SmsKindHandlers>();
const inboundHandlers: InboundSmsHandler[] = [];

/** Static wiring (the handlers are plain functions of the db), so one registry serves every app instance. */
export function registerSmsKind(kind: SmsMessageKind, handlers: SmsKindHandlers): void {
  kindHandlers.set(kind, handlers);
}

export function handlersOf(kind: SmsMessageKind): SmsKindHandlers {
  return kindHandlers.get(kind) ?? {};
}

export function onInboundSms(handler: InboundSmsHandler): void {
  if (!inboundHandlers.includes(handler)) inboundHandlers.push(handler);
}

export function inboundSmsHandlers(): readonly InboundSmsHandler[] {
  return inboundHandlers;
}
