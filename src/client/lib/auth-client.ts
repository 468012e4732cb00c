import { createAuthClient } from 'better-auth/react';

// The API and the page share an origin, so the session cookie travels with every auth call.
export const authClient = createAuthClient({
  baseURL: window.location.origin,
  basePath: '/api/auth',
});

export type TSessionUser = typeof authClient.$Infer.Session.user;
