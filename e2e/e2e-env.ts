// Fixed local ports for the end-to-end server and the SMTP server that captures its mail.
export const E2E = {
  port: 4318,
  smtpPort: 2526,
  baseUrl: 'http://127.0.0.1:4318',
  adminEmail: 'admin@example.com',
  /** A second admin for journeys that need one of their own (accounts.spec signs up the first). */
  curatorEmail: 'curator@example.com',
} as const;
