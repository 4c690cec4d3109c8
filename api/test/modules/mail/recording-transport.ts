import type { MailTransport, OutgoingMail } from '../../../src/providers/mail';
import { createOutboxTransport } from '../../../src/providers/mail/outbox';

/**
 * The real outbox transport, watched: every send is recorded, may be held until `release()`, or made to fail.
 */
export function recordingTransport() {
  const outbox = createOutboxTransport();
  const sent: OutgoingMail[] = [];
  let failWith: string | undefined;
  let gate: Promise<void> | undefined;
  let open = () => {};
  const transport: MailTransport = {
    name: 'outbox',
    async send(message) {
      if (failWith) throw new Error(failWith);
      await gate;
      sent.push(message);
      return outbox.send(message);
    },
  };
  return {
    transport,
    sent,
    fail(message: string | undefined) {
      failWith = message;
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
      failWith = undefined;
      this.release();
    },
  };
}
