import type { Locale } from '../../domain/i18n/locales';
import { formatDay } from '../../domain/dates';
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

/** The mails' messages in `locale`. */
const wordsIn =
  (locale: Locale) =>
  (key: string, values?: Record<string, unknown>): string =>
    translate(locale, `mail.${key}`, values);

/** The address's confirmation link, in the recipient's language (docs/languages.md). */
export function verificationMail(name: string, appUrl: string, token: string, locale: Locale = 'en'): MailContent {
  const t = wordsIn(locale);
  return linkMail(
    t('verification.subject'),
    t('greeting', { name }),
    [t('verification.thanks'), t('verification.approval')],
    t('verification.link'),
    `${appUrl}/verify-email?token=${encodeURIComponent(token)}`,
    t('signature'),
  );
}

export function passwordResetMail(name: string, appUrl: string, token: string, locale: Locale = 'en'): MailContent {
  const t = wordsIn(locale);
  return linkMail(
    t('reset.subject'),
    t('greeting', { name }),
    [t('reset.asked'), t('reset.notYou')],
    t('reset.link'),
    `${appUrl}/reset-password?token=${encodeURIComponent(token)}`,
    t('signature'),
  );
}

/** Someone registered with an address that already has an account: tell its owner, not the caller. */
export function accountExistsMail(name: string, appUrl: string, locale: Locale = 'en'): MailContent {
  const t = wordsIn(locale);
  return linkMail(
    t('accountExists.subject'),
    t('greeting', { name }),
    [t('accountExists.tried'), t('accountExists.ifYou')],
    t('accountExists.link'),
    `${appUrl}/forgot-password`,
    t('signature'),
  );
}

/** An admin approved the account (by approveUser, an edit or a users sheet). */
export function approvalMail(name: string, appUrl: string, locale: Locale = 'en'): MailContent {
  const t = wordsIn(locale);
  const loginUrl = `${appUrl}/login`;
  const greeting = t('greeting', { name });
  return {
    subject: t('approval.subject'),
    text: `${greeting}\n\n${t('approval.approved')} ${t('approval.logInAt', { url: loginUrl })}\n\n${t('signature')}`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(t('approval.approved'))}</p><p><a href="${escapeHtml(loginUrl)}">${escapeHtml(t('approval.link'))}</a></p><p>${escapeHtml(t('signature'))}</p>`,
  };
}

/** A webhook endpoint failed through the whole retry schedule and was disabled. */
export function webhookDisabledMail(
  name: string,
  appUrl: string,
  endpointUrl: string,
  failure: { status: number | null; error: string | null },
  locale: Locale = 'en',
): MailContent {
  const t = wordsIn(locale);
  const reason = failure.status
    ? t('webhookDisabled.answered', { status: String(failure.status) })
    : t('webhookDisabled.unreachable', { error: failure.error ?? '' });
  return linkMail(
    t('webhookDisabled.subject'),
    t('greeting', { name }),
    [t('webhookDisabled.disabled', { url: endpointUrl, reason }), t('webhookDisabled.waiting')],
    t('webhookDisabled.link'),
    `${appUrl}/developers`,
    t('signature'),
  );
}

/** A draft left unsent for a day: it is not booked until it is sent. */
export function unsentDraftMail(
  name: string,
  appUrl: string,
  reference: string,
  requestId: number,
  locale: Locale = 'en',
): MailContent {
  const t = wordsIn(locale);
  return linkMail(
    t('unsentDraft.subject', { reference }),
    t('greeting', { name }),
    [t('unsentDraft.saved', { reference }), t('unsentDraft.send')],
    t('unsentDraft.link'),
    `${appUrl}/returns?scrollTo=${requestId}`,
    t('signature'),
  );
}

/** One drum of a drum reminder: its number and the days its rent starts and its full charge falls, when due. */
type DrumReminderDrum = { number: string; rentFrom: Date | null; chargedInFullOn: Date | null };

/** One site of a drum reminder: its drums (the first of them, `more` after), and the booking they open. */
export type DrumReminderSite = { address: string; drums: DrumReminderDrum[]; more: number; bookingUrl: string };

/**
 * Tracked drums about to cost money, by site, each site with the link that opens the booking
 * form with its drums (docs/tracked-drums.md, "Reminders").
 */
export function drumReminderMail(
  name: string,
  days: number,
  sites: readonly DrumReminderSite[],
  locale: Locale = 'en',
): MailContent {
  const t = wordsIn(locale);
  const drumLine = (drum: DrumReminderDrum) => {
    const day = (when: Date) => formatDay(when, locale);
    if (drum.rentFrom && drum.chargedInFullOn)
      return t('drumReminder.rentAndCharge', {
        number: drum.number,
        day: day(drum.rentFrom),
        forfeitDay: day(drum.chargedInFullOn),
      });
    if (drum.rentFrom) return t('drumReminder.rentFrom', { number: drum.number, day: day(drum.rentFrom) });
    return t('drumReminder.chargedInFull', { number: drum.number, day: day(drum.chargedInFullOn!) });
  };
  const lines = (site: DrumReminderSite) => [
    ...site.drums.map(drumLine),
    ...(site.more ? [t('drumReminder.more', { count: site.more })] : []),
  ];
  const greeting = t('greeting', { name });
  const intro = t('drumReminder.intro', { days });
  const book = t('drumReminder.book');
  const text = [
    greeting,
    '',
    intro,
    ...sites.flatMap((site) => [
      '',
      t('drumReminder.site', { address: site.address }),
      ...lines(site).map((line) => `- ${line}`),
      `${book}: ${site.bookingUrl}`,
    ]),
    '',
    t('signature'),
  ].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    ...sites.flatMap((site) => [
      `<p><strong>${escapeHtml(t('drumReminder.site', { address: site.address }))}</strong></p>`,
      `<ul>${lines(site)
        .map((line) => `<li>${escapeHtml(line)}</li>`)
        .join('')}</ul>`,
      `<p><a href="${escapeHtml(site.bookingUrl)}">${escapeHtml(book)}</a></p>`,
    ]),
    `<p>${escapeHtml(t('signature'))}</p>`,
  ].join('\n');
  return { subject: t('drumReminder.subject'), text, html };
}
