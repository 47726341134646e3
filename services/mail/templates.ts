import type { Locale } from '../../domain/i18n/locales';
import { translate } from '../i18n';

export type MailContent = { subject: string; text: string; html: string };

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

function linkMail(
  subject: string,
  greeting: string,
  lines: string[],
  linkText: string,
  url: string,
  signature = 'Drum Returns',
): MailContent {
  const text = [greeting, '', ...lines, '', `${linkText}: ${url}`, '', signature].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(url)}">${escapeHtml(linkText)}</a></p>`,
    `<p>${escapeHtml(signature)}</p>`,
  ].join('\n');
  return { subject, text, html };
}

/** The address's confirmation link, in the recipient's language (docs/languages.md). */
export function verificationMail(name: string, appUrl: string, token: string, locale: Locale = 'en'): MailContent {
  const t = (key: string, values?: Record<string, unknown>) => translate(locale, `mail.${key}`, values);
  return linkMail(
    t('verification.subject'),
    t('greeting', { name }),
    [t('verification.thanks'), t('verification.approval')],
    t('verification.link'),
    `${appUrl}/verify-email?token=${encodeURIComponent(token)}`,
    t('signature'),
  );
}

export function passwordResetMail(name: string, appUrl: string, token: string): MailContent {
  return linkMail(
    'Reset your Drum Returns password',
    `Hello ${name},`,
    [
      'Someone asked to reset the password of your Drum Returns account. The link expires in 1 hour.',
      'If it was not you, ignore this mail.',
    ],
    'Reset password',
    `${appUrl}/reset-password?token=${encodeURIComponent(token)}`,
  );
}

/** Someone registered with an address that already has an account: tell its owner, not the caller. */
export function accountExistsMail(name: string, appUrl: string): MailContent {
  return linkMail(
    'Your Drum Returns account',
    `Hello ${name},`,
    [
      'Someone tried to create a Drum Returns account with this email address, which already has one.',
      'If it was you, log in, or reset your password if you have forgotten it. Otherwise ignore this mail.',
    ],
    'Reset password',
    `${appUrl}/forgot-password`,
  );
}

/** An admin approved the account (by approveUser, an edit or a users sheet). */
export function approvalMail(name: string, appUrl: string): MailContent {
  const loginUrl = `${appUrl}/login`;
  return {
    subject: 'Your Drum Returns account has been approved',
    text: `Hello ${name},\n\nAn administrator approved your Drum Returns account. You can now log in: ${loginUrl}\n\nDrum Returns`,
    html: `<p>Hello ${escapeHtml(name)},</p><p>An administrator approved your Drum Returns account.</p><p><a href="${escapeHtml(loginUrl)}">Log in</a></p><p>Drum Returns</p>`,
  };
}

/** A webhook endpoint failed through the whole retry schedule and was disabled. */
export function webhookDisabledMail(name: string, appUrl: string, endpointUrl: string, reason: string): MailContent {
  return linkMail(
    'Webhook endpoint disabled',
    `Hello ${name},`,
    [
      `The webhook endpoint ${endpointUrl} has been disabled: deliveries to it kept failing through the whole retry schedule (the last time ${reason}).`,
      'Undelivered events wait for it. Fix the receiver, then enable the endpoint again on the Developers page.',
    ],
    'Open the Developers page',
    `${appUrl}/developers`,
  );
}

/** A draft left unsent for a day: it is not booked until it is sent. */
export function unsentDraftMail(name: string, appUrl: string, reference: string, requestId: number): MailContent {
  return linkMail(
    `${reference} is saved but not sent`,
    `Hello ${name},`,
    [
      `Your pickup request ${reference} was saved as a draft a day ago and has not been sent.`,
      'No transport company sees it until you send it: open it in My Returns and tap Send Pickup Request.',
    ],
    'Open My Returns',
    `${appUrl}/returns?scrollTo=${requestId}`,
  );
}
