import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('needs nothing set: every variable has a working default', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      databaseUrl: null,
      smtpUrl: null,
      google: null,
      facebook: null,
      gaMeasurementId: null,
    });
    expect(config.passwordPolicy.minLength).toBe(6);
  });

  it('stops with a message naming each bad variable', () => {
    const load = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', PARTNER_URL: 'javascript:alert(1)' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/PORT/);
    expect(load).toThrow(/DATABASE_URL/);
    expect(load).toThrow(/PARTNER_URL/);
  });

  it('requires OAuth client id and secret together', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id-only' })).toThrow(/GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET/);
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' }).google).toEqual({
      clientId: 'id',
      clientSecret: 's',
    });
  });

  it('reads admin e-mails case-insensitively and password rules as flags', () => {
    const config = loadConfig({
      ADMIN_EMAILS: ' Boss@Example.com, ,second@example.com',
      PASSWORD_REQUIRE_UPPERCASE: 'true',
      PASSWORD_MIN_LENGTH: '10',
    });
    expect([...config.adminEmails]).toEqual(['boss@example.com', 'second@example.com']);
    expect(config.passwordPolicy).toMatchObject({ minLength: 10, requireUppercase: true, requireNumeric: false });
    expect(() => loadConfig({ PASSWORD_MIN_LENGTH: '30', PASSWORD_MAX_LENGTH: '20' })).toThrow(/PASSWORD_MAX_LENGTH/);
  });

  it('needs PUBLIC_URL in production, and a shared AUTH_SECRET when it runs on PostgreSQL', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL/);
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://palettes.example.com' };
    expect(() => loadConfig({ ...production, DATABASE_URL: 'postgres://db/app' })).toThrow(/AUTH_SECRET/);
    expect(loadConfig(production).publicUrl).toBe('https://palettes.example.com');
  });

  it('drains only on PostgreSQL, where instances sit behind a proxy; METRICS_TOKEN must be long enough to guess hard', () => {
    expect(() => loadConfig({ SHUTDOWN_DELAY_SECONDS: '1' })).toThrow(/SHUTDOWN_DELAY_SECONDS: needs DATABASE_URL/);
    expect(loadConfig({ SHUTDOWN_DELAY_SECONDS: '1.5', DATABASE_URL: 'postgres://db/app' }).shutdownDelayMs).toBe(1500);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(loadConfig({ METRICS_TOKEN: 'a-long-scrape-token-0001' }).metricsToken).toBe('a-long-scrape-token-0001');
  });
});
