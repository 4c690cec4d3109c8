import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface LocalSmtpServer {
  port: number;
  /** Every message the server accepted, parsed. */
  received: ParsedMail[];
  /** The next `count` messages are refused with a temporary error (451) after their data is read. */
  refuseNext(count: number): void;
  close(): Promise<void>;
}

/** A real SMTP server on a free loopback port, accepting the one account user:secret (no TLS). */
export async function startSmtpServer(): Promise<LocalSmtpServer> {
  const received: ParsedMail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'user' && auth.password === 'secret') callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          if (refusals > 0) {
            refusals -= 1;
            callback(Object.assign(new Error('Tente mais tarde'), { responseCode: 451 }));
            return;
          }
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    refuseNext(count) {
      refusals = count;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
