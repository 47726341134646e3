// The route mail of a transport company: readable on a phone, HTML and plain text.
import type { RouteStop } from '../../domain/routeStops';
import type { MailContent } from './templates';
import { drumCount } from '../../domain/drumCount';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

export type RouteMailInput = {
  companyName: string;
  zoneName: string;
  stops: readonly RouteStop[];
  totalDrums: number;
  distanceKm: number;
  drivingMinutes: number;
  roadDistances: boolean;
  mapUrl: string;
  portalUrl: string;
};

const drumsLine = (stop: RouteStop) =>
  `${drumCount(stop.totalDrums)} (${stop.drumsByType.map((d) => `${d.quantity} ${d.type}`).join(', ')})`;
const loadLine = (stop: RouteStop) => `${stop.weightKg} kg, ${stop.volumeM3} m³`;
const duration = (minutes: number) =>
  minutes >= 60 ? `${Math.floor(minutes / 60)} h ${minutes % 60} min` : `${minutes} min`;

export function routeMail(input: RouteMailInput): MailContent {
  const subject = `Route ready: ${drumCount(input.totalDrums)} in ${input.zoneName} (${input.stops.length} stops)`;
  const summary = `${input.stops.length} stops, ${drumCount(input.totalDrums)}, about ${input.distanceKm.toFixed(1)} km and ${duration(input.drivingMinutes)} of driving${input.roadDistances ? '' : ' (estimated from straight-line distances)'}.`;
  const text = [
    `Hello ${input.companyName},`,
    '',
    `Enough drums are waiting in ${input.zoneName} for a pickup round. ${summary}`,
    '',
    ...input.stops.flatMap((stop, index) => [
      `${index + 1}. ${stop.reference} - ${stop.address}`,
      `   ${drumsLine(stop)}; ${loadLine(stop)}`,
      ...stop.siteInformation.map((line) => `   - ${line}`),
      ...(stop.comments ? [`   Comments: ${stop.comments}`] : []),
      '',
    ]),
    `Open the route in a map: ${input.mapUrl}`,
    `Schedule the stops in the portal: ${input.portalUrl}`,
    '',
    'Drum Returns',
  ].join('\n');
  const html = [
    '<div style="font-family:sans-serif;max-width:600px;margin:0 auto;line-height:1.4">',
    `<p>Hello ${escapeHtml(input.companyName)},</p>`,
    `<p>Enough drums are waiting in <strong>${escapeHtml(input.zoneName)}</strong> for a pickup round. ${escapeHtml(summary)}</p>`,
    '<ol style="padding-left:1.2em">',
    ...input.stops.map(
      (stop) =>
        `<li style="margin-bottom:12px"><strong>${escapeHtml(stop.reference)}</strong> - ${escapeHtml(stop.address)}<br>` +
        `${escapeHtml(drumsLine(stop))}; ${escapeHtml(loadLine(stop))}` +
        (stop.siteInformation.length
          ? `<ul>${stop.siteInformation.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`
          : '') +
        (stop.comments ? `<br><em>Comments: ${escapeHtml(stop.comments)}</em>` : '') +
        '</li>',
    ),
    '</ol>',
    `<p><a href="${escapeHtml(input.mapUrl)}" style="display:inline-block;padding:10px 14px;background:#1d4ed8;color:#fff;border-radius:6px;text-decoration:none">Open the route in a map</a></p>`,
    `<p><a href="${escapeHtml(input.portalUrl)}">Schedule the stops in the portal</a></p>`,
    '<p>Drum Returns</p>',
    '</div>',
  ].join('\n');
  return { subject, text, html };
}
