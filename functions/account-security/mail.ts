// The email-change mails: the confirmation link to the new address, and a heads-up to the old one.
import type { MailMessage } from '../platform/mail/index.ts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function emailChangeMail(to: string, username: string, link: string): MailMessage {
  return {
    to,
    subject: 'Confirm your new email address',
    text: `Hi ${username},\n\nSomeone asked to change the email address of your Kiln account to this one. Visit the link below to confirm the change. Until then, your account keeps its current address. The link expires in 24 hours.\n\n${link}\n\nIf you did not ask for this, you can ignore this email.`,
    html: `<p>Hi ${escapeHtml(username)},</p><p>Someone asked to change the email address of your Kiln account to this one. Visit the link below to confirm the change. Until then, your account keeps its current address. The link expires in 24 hours.</p><p><a href="${link}">${link}</a></p><p>If you did not ask for this, you can ignore this email.</p>`,
  };
}

/** Only the domain of the new address: enough to recognise one's own request, too little to hand out someone's address. */
export function emailChangeNoticeMail(to: string, username: string, newEmail: string, settingsUrl: string): MailMessage {
  const domain = newEmail.slice(newEmail.lastIndexOf('@') + 1);
  return {
    to,
    subject: 'Your email address is being changed',
    text: `Hi ${username},\n\nSomeone signed in to your Kiln account asked to change its email address to an address at ${domain}. The change happens only once the link sent to the new address is followed.\n\nIf this was not you, change your password and review your sessions right away:\n\n${settingsUrl}`,
    html: `<p>Hi ${escapeHtml(username)},</p><p>Someone signed in to your Kiln account asked to change its email address to an address at ${escapeHtml(domain)}. The change happens only once the link sent to the new address is followed.</p><p>If this was not you, change your password and review your sessions right away:</p><p><a href="${settingsUrl}">${settingsUrl}</a></p>`,
  };
}
