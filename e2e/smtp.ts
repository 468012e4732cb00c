import { E2E } from './e2e-env';

export { linkIn } from '#server/test/smtp-capture.ts';

import { startSmtpCapture as start } from '#server/test/smtp-capture.ts';

/** The SMTP server the e2e app sends to (its SMTP_URL names this port). */
export const startSmtpCapture = () => start({ port: E2E.smtpPort });

export type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>;

/** The address-confirmation link in a mail's text part (the HTML part holds it with &amp;). */
export const CONFIRM_LINK = /http:\/\/127\.0\.0\.1:\d+\/confirm-email\?token=[\w-]+&email=[^\s"<>]+(?=\r?\n)/;
