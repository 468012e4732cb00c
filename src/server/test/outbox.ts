import type { Mail, Mailer } from '#server/mail/mailer.ts';

/**
 * Every mail a test app sends, as well as its transport gets it: factories read confirmation links
 * here, without an SMTP server of their own. (Tests about mail itself read a real SMTP capture.)
 */
export function createOutbox() {
  const mails: Mail[] = [];
  const waiters: Array<() => void> = [];
  return {
    mails,
    /** Wraps a mailer so that what it sends is also kept here. */
    recording(mailer: Mailer): Mailer {
      return {
        async send(mail) {
          await mailer.send(mail);
          mails.push(mail);
          waiters.splice(0).forEach((wake) => wake());
        },
      };
    },
    /** The first mail to `to` whose subject matches, arriving now or within `timeoutMs` (mail goes out after the response). */
    async next(to: string, subject: RegExp, timeoutMs = 10_000): Promise<Mail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.find((mail) => mail.to === to && subject.test(mail.subject));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, deadline - Date.now()).unref();
        });
      }
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
