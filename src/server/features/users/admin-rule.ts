/**
 * Who is an admin: anyone an admin promoted (the stored flag), and the addresses in ADMIN_EMAILS
 * once their owner has proved the address by verifying it. Never stored for ADMIN_EMAILS, so
 * removing an address from the list takes the right away at once.
 */
export function isEffectiveAdmin(options: {
  storedFlag: boolean;
  email: string;
  emailVerified: boolean;
  adminEmails: ReadonlySet<string>;
}): boolean {
  return options.storedFlag || (options.emailVerified && options.adminEmails.has(options.email.toLowerCase()));
}
