import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';

// Ports for the end-to-end server and the SMTP server that captures its mail, free ones picked at
// run time so two runs on one host do not collide. Playwright loads this module in its runner
// (through playwright.config.ts) and again in every worker: the runner picks the ports and puts
// them in its environment, which the workers and the web server inherit, so all agree.
// E2E_PORT / E2E_SMTP_PORT set beforehand are kept.
if (!process.env.E2E_PORT || !process.env.E2E_SMTP_PORT) {
  // Synchronous because the config is: a short-lived node binds two ports the OS chooses and prints them.
  const script = `
    const net = require('node:net');
    const servers = [net.createServer(), net.createServer()];
    Promise.all(servers.map((s) => new Promise((resolve) => s.listen(0, '127.0.0.1', () => resolve(s.address().port)))))
      .then((ports) => { console.log(ports.join(' ')); servers.forEach((s) => s.close()); });`;
  const [port, smtpPort] = execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim().split(' ');
  process.env.E2E_PORT ||= port;
  process.env.E2E_SMTP_PORT ||= smtpPort;
}

// The same way, the runner names the run's PostgreSQL database (created by e2e/web-server.ts) and
// the server's AUTH_SECRET, so that the workers may sign people in directly (e2e/sessions.ts).
process.env.E2E_AUTH_SECRET ||= randomBytes(32).toString('hex');
if (process.env.E2E_DATABASE_URL) process.env.E2E_DATABASE_NAME ||= `e2e_${randomBytes(6).toString('hex')}`;

const port = Number(process.env.E2E_PORT);

/** The run's own PostgreSQL database, on the server E2E_DATABASE_URL names; null on the embedded database. */
function runDatabaseUrl(): string | null {
  const server = process.env.E2E_DATABASE_URL;
  if (!server) return null;
  const url = new URL(server);
  url.pathname = `/${process.env.E2E_DATABASE_NAME}`;
  return url.toString();
}

export const E2E = {
  port,
  smtpPort: Number(process.env.E2E_SMTP_PORT),
  baseUrl: `http://127.0.0.1:${port}`,
  authSecret: process.env.E2E_AUTH_SECRET ?? '',
  /** The PostgreSQL server the run's database is made on (E2E_DATABASE_URL), and the run's database. */
  databaseServerUrl: process.env.E2E_DATABASE_URL ?? null,
  databaseName: process.env.E2E_DATABASE_NAME ?? null,
  databaseUrl: runDatabaseUrl(),
  adminEmail: 'admin@example.com',
  /** A second admin for journeys that need one of their own (accounts.spec signs up the first). */
  curatorEmail: 'curator@example.com',
  /** The admin of the accessibility scans (a11y.spec), who may run before or after the others. */
  inspectorEmail: 'inspector@example.com',
  /** The admin whose masters the print journeys distribute (print.spec). */
  printerEmail: 'printer@example.com',
  /** The admin whose master the studio journey distributes (studio.spec, issue 28). */
  stockistEmail: 'stockist@example.com',
  /** The admin who reads the Insights (insights.spec, issue 30). */
  analystEmail: 'analyst@example.com',
  /** The admin whose Insights tab the accessibility scans read (a11y.spec, issue 30). */
  auditorEmail: 'auditor@example.com',
  /** The admin who keeps the catalogue right (catalogue-care.spec, issue 42). */
  keeperEmail: 'keeper@example.com',
} as const;

/** The server's ADMIN_EMAILS: every admin of the journeys. */
export const E2E_ADMIN_EMAILS = [
  E2E.adminEmail,
  E2E.curatorEmail,
  E2E.inspectorEmail,
  E2E.printerEmail,
  E2E.stockistEmail,
  E2E.analystEmail,
  E2E.auditorEmail,
  E2E.keeperEmail,
].join(',');
