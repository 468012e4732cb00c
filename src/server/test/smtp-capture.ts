import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  raw: string;
  /** The message with quoted-printable soft breaks and escapes undone, enough to read links. */
  text: string;
}

function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** A real SMTP server on a free local port that keeps every message it receives. */
export async function startSmtpCapture(options: { port?: number } = {}) {
  const mails: CapturedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, text: decodeQuotedPrintable(raw) });
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('SMTP capture has no port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    mails,
    /**
     * Resolves with the first message to `to` (arriving now or later) whose text matches `match`,
     * among those received after the first `since` (say `mails.length` before the action).
     */
    async nextMailTo(to: string, match: RegExp = /./, timeoutMs = 10_000, since = 0): Promise<CapturedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.slice(since).find((m) => m.to.includes(to) && match.test(m.text));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, deadline - Date.now()).unref();
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function linkIn(mail: CapturedMail, pattern: RegExp): string {
  const match = mail.text.match(pattern);
  if (!match) throw new Error(`no link matching ${pattern} in mail:\n${mail.text}`);
  return match[0];
}

export type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>;
