import type { Mail } from './mailer';
import { escapeHtml } from '../lib/escape-html';

export function verificationMail(options: { to: string; name: string; productName: string; url: string }): Mail {
  const { to, name, productName, url } = options;
  const greeting = name ? `Hello ${name},` : 'Hello,';
  return {
    to,
    subject: `Confirm your ${productName} e-mail address`,
    text: `${greeting}\n\nWelcome to ${productName}. Confirm that this is your e-mail address:\n\n${url}\n\nIf you did not create an account, ignore this e-mail.\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>Welcome to ${escapeHtml(productName)}.</p><p><a href="${escapeHtml(url)}">Confirm your e-mail address</a></p><p>If you did not create an account, ignore this e-mail.</p>`,
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
