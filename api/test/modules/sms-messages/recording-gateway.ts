import { type OutgoingSms, type SmsGateway, SmsRejectedError } from '../../../src/providers/sms';
import { createOutboxGateway } from '../../../src/providers/sms/outbox';

/**
 * The real outbox gateway, watched: every send is recorded, may be held until `release()`, or made to fail
 * (`rejected`: refused for good, as Zenvia's 400).
 */
export function recordingGateway() {
  const outbox = createOutboxGateway();
  const sent: OutgoingSms[] = [];
  let failure: Error | undefined;
  let gate: Promise<void> | undefined;
  let open = () => {};
  const gateway: SmsGateway = {
    name: 'outbox',
    async send(message) {
      if (failure) throw failure;
      await gate;
      sent.push(message);
      return outbox.send(message);
    },
    readInbound: (request) => outbox.readInbound(request),
    readStatus: (request) => outbox.readStatus(request),
  };
  return {
    gateway,
    sent,
    fail(message: string | undefined, options: { rejected?: boolean } = {}) {
      failure =
        message === undefined
          ? undefined
          : options.rejected
            ? new SmsRejectedError(message)
            : new Error(message);
    },
    hold() {
      gate = new Promise((resolve) => {
        open = resolve;
      });
    },
    release() {
      open();
      gate = undefined;
    },
    reset() {
      sent.length = 0;
      failure = undefined;
      this.release();
    },
  };
}

/** Handlers of one message kind that record what they heard. */
export function recordingKind() {
  const heard: { event: 'sent' | 'failed'; id: number; status: string }[] = [];
  return {
    heard,
    handlers: {
      async onSent(_db: unknown, row: { id: number; status: string }) {
        heard.push({ event: 'sent', id: row.id, status: row.status });
      },
      async onFailed(_db: unknown, row: { id: number; status: string }) {
        heard.push({ event: 'failed', id: row.id, status: row.status });
      },
    },
  };
}

/**
 * The SMS area's other modules (contacts, their config, consent), left out of these apps: these files test the
 * gateway and its queue alone, with kinds and inbound handlers of their own; contact-consents' tests run the
 * real handlers over it.
 */
export const smsAreaModules = ['sms-configs', 'contacts', 'contact-consents'];
