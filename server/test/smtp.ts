// A real SMTP server on localhost for tests: it keeps every message it receives. Quoted-printable
// soft line breaks are undone so that links can be searched for whole.
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface SmtpCapture {
  received: ReceivedMail[];
  port: number;
  close(): Promise<void>;
}

/** Starts the server on `port` (0: a free port chosen by the OS). */
export async function startSmtpCapture(port = 0): Promise<SmtpCapture> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const bound = (server as unknown as { server: { address(): { port: number } } }).server.address().port;
  return { received, port: bound, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
