// The server's messages live in the catalogues (domain/i18n/*/index.ts, `errors.`), written out
// in full so the server can find a message by its English: where the words carry a rule's limit or
// list, these keep the catalogue's words and the rule alike, in every language.
import { describe, expect, it } from 'vitest';
import { BUYBACK_MESSAGES, COLLECTOR_NAME_MAX, MAX_COLLECTION_PHOTOS, PAYMENT_REFERENCE_MAX } from '../domain/buyback';
import { flatten } from '../domain/i18n/catalogues';
import { en } from '../domain/i18n/en';
import { sv } from '../domain/i18n/sv';
import { LIST_PAGE_MESSAGES, REST_LIST_LIMIT } from '../domain/listPages';
import { LIST_SEARCH_MESSAGES } from '../domain/listSearch';
import { PICKUP_LIST_MESSAGES, PICKUP_LIST_ORDERS, SEARCH_LIMITS } from '../domain/pickupListFilter';
import { TRANSPORT_SECTIONS } from '../domain/pickupSections';
import { PICKUP_STATUSES, ROLES } from '../domain/statuses';
import { USER_LIST_MESSAGES } from '../domain/userListFilter';
import { MAX_IMAGES_PER_MESSAGE, MAX_MESSAGE_LENGTH, MESSAGE_MESSAGES } from '../domain/validation/message';
import { WEBHOOK_MESSAGES, WEBHOOK_URL_MAX } from '../domain/webhooks';
import { ZONE_MAX_POINTS, ZONE_MIN_POINTS } from '../domain/zones';
import { BULK_MESSAGES, MAX_BULK_ITEMS } from './pickupBulk';
import { EXCEL_LIMITS, EXCEL_MESSAGES } from './excel/guard';
import { translateServerMessage } from './i18n';
import { TEXT_MESSAGES } from '../domain/validation/text';
import { imageCountIssue } from '../domain/validation/pickupRequest';

const swedish = flatten(sv);

describe("the server messages' limits and lists", () => {
  it.each([
    ['listPages.limit', LIST_PAGE_MESSAGES.limit, `limit must be a whole number from 1 to ${REST_LIST_LIMIT}`],
    ['message.tooLong', MESSAGE_MESSAGES.tooLong, `Messages must be ${MAX_MESSAGE_LENGTH} characters or less`],
    [
      'message.tooManyPhotos',
      MESSAGE_MESSAGES.tooManyPhotos,
      `You can attach a maximum of ${MAX_IMAGES_PER_MESSAGE} photos`,
    ],
    [
      'admin.zoneTooFewPoints',
      en.errors.admin.zoneTooFewPoints,
      `At least ${ZONE_MIN_POINTS} points required for a zone`,
    ],
    [
      'admin.zoneTooManyPoints',
      en.errors.admin.zoneTooManyPoints,
      `Maximum ${ZONE_MAX_POINTS} points allowed for a zone`,
    ],
    ['pickupList.search', PICKUP_LIST_MESSAGES.search, `Search must be ${SEARCH_LIMITS.length} characters or less`],
    ['listSearch.search', LIST_SEARCH_MESSAGES.search, `Search must be ${SEARCH_LIMITS.length} characters or less`],
    ['userList.search', USER_LIST_MESSAGES.search, `Search must be ${SEARCH_LIMITS.length} characters or less`],
    [
      'buyback.collectorNameTooLong',
      BUYBACK_MESSAGES.collectorNameTooLong,
      `Collector name may be at most ${COLLECTOR_NAME_MAX} characters`,
    ],
    [
      'buyback.paymentReferenceTooLong',
      BUYBACK_MESSAGES.paymentReferenceTooLong,
      `Payment reference may be at most ${PAYMENT_REFERENCE_MAX} characters`,
    ],
    ['buyback.tooManyPhotos', BUYBACK_MESSAGES.tooManyPhotos, `At most ${MAX_COLLECTION_PHOTOS} photos of damage`],
    ['webhooks.urlTooLong', WEBHOOK_MESSAGES.urlTooLong, `The URL may be at most ${WEBHOOK_URL_MAX} characters`],
    ['bulk.tooMany', BULK_MESSAGES.tooMany, `At most ${MAX_BULK_ITEMS} requests at once`],
    [
      'excel.tooLarge',
      EXCEL_MESSAGES.tooLarge,
      `The file is too large (the limit is ${EXCEL_LIMITS.maxFileBytes / 1024 / 1024} MB)`,
    ],
    [
      'excel.tooManyRows',
      EXCEL_MESSAGES.tooManyRows,
      `The workbook has too many rows (the limit is ${EXCEL_LIMITS.maxRows})`,
    ],
  ])('%s says the rule’s number, in English and Swedish', (key, message, words) => {
    expect(message).toBe(words);
    const number = /\d+/.exec(words)![0];
    expect(swedish.get(`errors.${key}`)).toContain(number);
  });

  it.each([
    ['pickupList.status', PICKUP_LIST_MESSAGES.status, 'Status must be one of: ', PICKUP_STATUSES],
    ['pickupList.section', PICKUP_LIST_MESSAGES.section, 'section must be one of: ', TRANSPORT_SECTIONS],
    ['pickupList.order', PICKUP_LIST_MESSAGES.order, 'orderBy must be one of: ', PICKUP_LIST_ORDERS],
    ['userList.role', USER_LIST_MESSAGES.role, 'Role must be one of: ', ROLES],
  ])('%s lists the values the rule takes, in English and Swedish', (key, message, lead, values) => {
    expect(message).toBe(`${lead}${values.join(', ')}`);
    expect(swedish.get(`errors.${key}`)).toContain(values.join(', '));
  });
});

describe('server messages built with a value', () => {
  it('reach a Swedish reader translated, the value in its place', () => {
    expect(TEXT_MESSAGES.tooLong(254)).toBe('Must be 254 characters or less');
    expect(translateServerMessage('sv', TEXT_MESSAGES.tooLong(254))).toBe('Får vara högst 254 tecken');
    const images = imageCountIssue(4, 3);
    expect(images).toBe('You can upload a maximum of 6 images total. You currently have 4 image(s).');
    expect(translateServerMessage('sv', images!)).toBe('Du kan ladda upp högst 6 bilder totalt. Du har 4 bild(er) nu.');
    expect(translateServerMessage('sv', 'Drum FB-1 is still on a site')).toBe(
      'Trumma FB-1 står fortfarande på en arbetsplats',
    );
  });
});

describe('a webhook delivery’s reason', () => {
  it('reads in the reader’s language when it is ours, and as it came when it is the receiver’s or the network’s', () => {
    expect(translateServerMessage('sv', 'Refused: a non-public address')).toBe('Nekad: inte en offentlig adress');
    expect(translateServerMessage('sv', 'Refused: hooks.example.org resolves to a non-public address')).toBe(
      'Nekad: hooks.example.org pekar på en adress som inte är offentlig',
    );
    expect(translateServerMessage('sv', 'No answer within 10 s')).toBe('Inget svar inom 10 s');
    expect(translateServerMessage('en', 'No answer within 10 s')).toBe('No answer within 10 s');
    expect(translateServerMessage('sv', 'HTTP 500 Internal Server Error')).toBe('HTTP 500 Internal Server Error');
    expect(translateServerMessage('sv', 'connect ECONNREFUSED 127.0.0.1:9')).toBe('connect ECONNREFUSED 127.0.0.1:9');
  });
});
