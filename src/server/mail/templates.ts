import { escapeHtml } from '#server/lib/escape-html.ts';
import type { Mail } from './mailer';

/**
 * The link that confirms an address. It opens a page where the person chooses the password they
 * will sign in with: whoever confirms decides the password, so an account someone else opened
 * with this address (and a password of theirs) can never become the confirmer's.
 */
export function confirmationMail(options: { to: string; name: string; productName: string; url: string }): Mail {
  const { to, name, productName, url } = options;
  const greeting = name ? `Hello ${name},` : 'Hello,';
  return {
    to,
    subject: `Confirm your ${productName} e-mail address`,
    text: `${greeting}\n\nWelcome to ${productName}. Confirm that this is your e-mail address and choose your password here (the link works for one hour):\n\n${url}\n\nIf you did not create an account, ignore this e-mail: no account is usable without it.\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>Welcome to ${escapeHtml(productName)}.</p><p><a href="${escapeHtml(url)}">Confirm your e-mail address and choose your password</a> (the link works for one hour).</p><p>If you did not create an account, ignore this e-mail: no account is usable without it.</p>`,
  };
}

/** Sent instead of a second account when someone signs up with an address that has one. */
export function accountExistsMail(options: { to: string; name: string; productName: string; signInUrl: string }): Mail {
  const { to, name, productName, signInUrl } = options;
  const greeting = name ? `Hello ${name},` : 'Hello,';
  return {
    to,
    subject: `You already have a ${productName} account`,
    text: `${greeting}\n\nSomeone tried to create a ${productName} account with this e-mail address, which already has one.\nIf it was you, sign in here (or use 'Forgot your password?' there):\n\n${signInUrl}\n\nIf it was not you, ignore this e-mail; nothing has changed.\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>Someone tried to create a ${escapeHtml(productName)} account with this e-mail address, which already has one.</p><p>If it was you, <a href="${escapeHtml(signInUrl)}">sign in</a> (or use 'Forgot your password?' there).</p><p>If it was not you, ignore this e-mail; nothing has changed.</p>`,
  };
}

export function passwordResetMail(options: { to: string; name: string; productName: string; url: string }): Mail {
  const { to, name, productName, url } = options;
  const greeting = name ? `Hello ${name},` : 'Hello,';
  return {
    to,
    subject: `Reset your ${productName} password`,
    text: `${greeting}\n\nSomeone asked to reset the password of your ${productName} account.\nSet a new password here (the link works for one hour):\n\n${url}\n\nIf it was not you, ignore this e-mail; your password stays as it is.\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>Someone asked to reset the password of your ${escapeHtml(productName)} account.</p><p><a href="${escapeHtml(url)}">Set a new password</a> (the link works for one hour).</p><p>If it was not you, ignore this e-mail; your password stays as it is.</p>`,
  };
}

/** The e-mail that carries /invite/{token}; names and palette names are the users' text, escaped. */
export function inviteMail(options: {
  to: string;
  inviterName: string;
  paletteName: string;
  productName: string;
  url: string;
  lifetimeDays: number;
}): Mail {
  const { to, inviterName, paletteName, productName, url, lifetimeDays } = options;
  return {
    to,
    subject: `${inviterName} shared the palette "${paletteName}" with you`,
    text: `Hello,\n\n${inviterName} invited you to the palette "${paletteName}" on ${productName}.\nOpen the invitation here (it works once, for ${lifetimeDays} days):\n\n${url}\n\nSign in with this e-mail address (${to}) to accept it. If you did not expect this e-mail, ignore it.\n`,
    html: `<p>Hello,</p><p>${escapeHtml(inviterName)} invited you to the palette <strong>${escapeHtml(paletteName)}</strong> on ${escapeHtml(productName)}.</p><p><a href="${escapeHtml(url)}">Open the invitation</a> (it works once, for ${lifetimeDays} days).</p><p>Sign in with this e-mail address (${escapeHtml(to)}) to accept it. If you did not expect this e-mail, ignore it.</p>`,
  };
}

/** Issue 30: the link that confirms an account's deletion (users/deletion-link.ts). */
export function deletionMail(options: { to: string; name: string; productName: string; url: string }): Mail {
  const { to, name, productName, url } = options;
  const greeting = `Hello ${name},`;
  return {
    to,
    subject: `Confirm the deletion of your ${productName} account`,
    text: `${greeting}\n\nYou asked to delete your ${productName} account. Open this link in the browser where you are signed in, and confirm there (it works once, for one hour):\n\n${url}\n\nEverything you keep in ${productName} is removed and cannot be brought back. If you did not ask for this, ignore this e-mail: nothing is deleted without your confirmation.\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>You asked to delete your ${escapeHtml(productName)} account. <a href="${escapeHtml(url)}">Open this link</a> in the browser where you are signed in, and confirm there (it works once, for one hour).</p><p>Everything you keep in ${escapeHtml(productName)} is removed and cannot be brought back. If you did not ask for this, ignore this e-mail: nothing is deleted without your confirmation.</p>`,
  };
}
