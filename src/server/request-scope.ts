import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request being answered, for code that logs through the process's logger rather than the
 * request's (`c.var.logger`): the auth library, and the mail it sends. The logger stamps each line
 * with its id (logger.ts). Only the auth routes run inside it; the app's own handlers carry the id
 * in their logger, at no cost to every promise of every request.
 */
export const requestScope = new AsyncLocalStorage<{
  requestId: string;
  /** Who is asking (an auth route: the client's address), whose share of the password hashing it takes; never logged. */
  visitor?: string;
}>();
