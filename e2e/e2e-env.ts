import { execFileSync } from 'node:child_process';

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

const port = Number(process.env.E2E_PORT);

export const E2E = {
  port,
  smtpPort: Number(process.env.E2E_SMTP_PORT),
  baseUrl: `http://127.0.0.1:${port}`,
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
