// The route mail of a transport company: readable on a phone, HTML and plain text.
import type { Locale } from '../../domain/i18n/locales';
import type { RouteStop } from '../../domain/routeStops';
import { translate } from '../i18n';
import type { MailContent } from './templates';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

export type RouteMailInput = {
  companyName: string;
  zone: { number: number; name: string };
  stops: readonly RouteStop[];
  totalDrums: number;
  distanceKm: number;
  drivingMinutes: number;
  roadDistances: boolean;
  mapUrl: string;
  portalUrl: string;
};

/** The route mail in the recipient's language (docs/languages.md). */
export function routeMail(input: RouteMailInput, locale: Locale = 'en'): MailContent {
  const t = (key: string, values?: Record<string, unknown>) => translate(locale, `mail.${key}`, values);
  const drums = (count: number) => t('route.drums', { count });
  const drumsLine = (stop: RouteStop) =>
    `${drums(stop.totalDrums)} (${stop.drumsByType.map((d) => `${d.quantity} ${d.type}`).join(', ')})`;
  const loadLine = (stop: RouteStop) => `${stop.weightKg} kg, ${stop.volumeM3} m³`;
  const minutes = input.drivingMinutes;
  const duration =
    minutes >= 60
      ? t('route.hours', { hours: String(Math.floor(minutes / 60)), minutes: String(minutes % 60) })
      : t('route.minutes', { minutes: String(minutes) });
  const zoneName = t('route.zone', { number: String(input.zone.number), name: input.zone.name });
  const stops = input.stops.length;
  const subject = t('route.subject', { drums: drums(input.totalDrums), zone: zoneName, stops });
  const summary = t('route.summary', {
    stops,
    drums: drums(input.totalDrums),
    km: input.distanceKm.toFixed(1),
    duration,
    estimated: input.roadDistances ? 'no' : 'yes',
  });
  const greeting = t('greeting', { name: input.companyName });
  const signature = t('signature');
  const text = [
    greeting,
    '',
    `${t('route.waiting', { zone: zoneName })} ${summary}`,
    '',
    ...input.stops.flatMap((stop, index) => [
      `${index + 1}. ${stop.reference} - ${stop.address}`,
      `   ${drumsLine(stop)}; ${loadLine(stop)}`,
      ...stop.siteInformation.map((line) => `   - ${line}`),
      ...(stop.comments ? [`   ${t('route.comments', { comments: stop.comments })}`] : []),
      '',
    ]),
    `${t('route.map')}: ${input.mapUrl}`,
    `${t('route.portal')}: ${input.portalUrl}`,
    '',
    signature,
  ].join('\n');
  // The zone's name in bold inside the sentence: the sentence split around it.
  const [beforeZone, afterZone] = t('route.waiting', { zone: '\u0000' }).split('\u0000');
  const html = [
    '<div style="font-family:sans-serif;max-width:600px;margin:0 auto;line-height:1.4">',
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(beforeZone)}<strong>${escapeHtml(zoneName)}</strong>${escapeHtml(afterZone ?? '')} ${escapeHtml(summary)}</p>`,
    '<ol style="padding-left:1.2em">',
    ...input.stops.map(
      (stop) =>
        `<li style="margin-bottom:12px"><strong>${escapeHtml(stop.reference)}</strong> - ${escapeHtml(stop.address)}<br>` +
        `${escapeHtml(drumsLine(stop))}; ${escapeHtml(loadLine(stop))}` +
        (stop.siteInformation.length
          ? `<ul>${stop.siteInformation.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`
          : '') +
        (stop.comments ? `<br><em>${escapeHtml(t('route.comments', { comments: stop.comments }))}</em>` : '') +
        '</li>',
    ),
    '</ol>',
    `<p><a href="${escapeHtml(input.mapUrl)}" style="display:inline-block;padding:10px 14px;background:#1d4ed8;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(t('route.map'))}</a></p>`,
    `<p><a href="${escapeHtml(input.portalUrl)}">${escapeHtml(t('route.portal'))}</a></p>`,
    `<p>${escapeHtml(signature)}</p>`,
    '</div>',
  ].join('\n');
  return { subject, text, html };
}
