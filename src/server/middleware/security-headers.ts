import { secureHeaders } from 'hono/secure-headers';
import type { Config } from '#server/config.ts';

const GA_SCRIPT = 'https://www.googletagmanager.com';
const GA_CONNECT = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];
// Google account pictures are the avatars of Google sign-ins.
const AVATAR_HOSTS = ['https://lh3.googleusercontent.com'];

/**
 * A CSP that allows only what the app loads: its own bundle, Google Analytics when configured,
 * and with S3 storage the bucket the browser uploads to and the host avatars are shown from.
 */
export function securityHeaders(config: Pick<Config, 'gaMeasurementId' | 'objectStorage'>, uploadOrigins: string[] = []) {
  const ga = config.gaMeasurementId !== null;
  const storage = config.objectStorage;
  const avatarOrigins = storage.kind === 's3' && storage.publicUrl ? [new URL(storage.publicUrl).origin] : [];
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...(ga ? [GA_SCRIPT] : [])],
      // Radix dialogs inject a small <style> element to lock page scroll.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...AVATAR_HOSTS, ...avatarOrigins, ...(ga ? GA_CONNECT : [])],
      connectSrc: ["'self'", ...uploadOrigins, ...(ga ? GA_CONNECT : [])],
      fontSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginEmbedderPolicy: false,
  });
}
