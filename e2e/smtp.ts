import { E2E } from './e2e-env';
export { linkIn } from '../src/server/test/smtp-capture';
import { startSmtpCapture as start } from '../src/server/test/smtp-capture';

/** The SMTP server the e2e app sends to (its SMTP_URL names this port). */
export const startSmtpCapture = () => start({ port: E2E.smtpPort });

/** The address-confirmation link in a mail's text part (the HTML part holds it with &amp;). */
export const VERIFY_LINK = /http:\/\/127\.0\.0\.1:\d+\/api\/auth\/verify-email\?[^\s"<>]+(?=\r?\n)/;
