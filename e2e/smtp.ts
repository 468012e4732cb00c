import { E2E } from './e2e-env';
export { linkIn } from '../src/server/test/smtp-capture';
import { startSmtpCapture as start } from '../src/server/test/smtp-capture';

/** The SMTP server the e2e app sends to (its SMTP_URL names this port). */
export const startSmtpCapture = () => start({ port: E2E.smtpPort });
