// The admin dashboard's "what blocks work" list: domain/setupWarnings.ts words each
// warning and its fix, services/setupWarnings.ts counts them.
import { SETUP_WARNING_KINDS, type SetupWarning as Warning, type SetupWarningItem } from '../domain/setupWarnings';
import { setupWarnings } from '../services/setupWarnings';
import { setupWarning } from '../domain/setupWarnings';
import { DEFAULT_LOCALE, type Locale } from '../domain/i18n/locales';
import { sayIn } from '../services/i18n';

/** A warning worded for the reader: English as counted, another language worded again. */
const inReaderLanguage = (warning: Warning, locale: Locale): Warning =>
  locale === DEFAULT_LOCALE
    ? warning
    : (setupWarning(warning.kind, warning.count, warning.items, sayIn(locale)) ?? warning);
import { builder } from './builder';

const SetupWarningKind = builder.enumType('SetupWarningKind', {
  description: 'What in the master data keeps pickups from happening.',
  values: SETUP_WARNING_KINDS,
});

const SetupWarningItemRef = builder.objectRef<SetupWarningItem>('SetupWarningItem').implement({
  description: 'A record a warning concerns.',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'Its database id (a zone, company, drum type or request).' }),
    name: t.exposeString('name', { description: 'How the admin knows it (a reference number for a request).' }),
  }),
});

const SetupWarning = builder.objectRef<Warning>('SetupWarning').implement({
  description: 'One thing that blocks work, how many records it concerns and where it is fixed.',
  fields: (t) => ({
    kind: t.field({ type: SetupWarningKind, description: 'What is wrong.', resolve: (warning) => warning.kind }),
    count: t.exposeInt('count', { description: 'How many records it concerns.' }),
    message: t.string({
      description: "What is wrong and what it causes, in words (the reader's language).",
      resolve: (warning, _args, ctx) => inReaderLanguage(warning, ctx.locale).message,
    }),
    fixPath: t.exposeString('fixPath', { description: 'The page of the web app where it is fixed.' }),
    fixLabel: t.string({
      description: "The fix, in words (a link text, in the reader's language).",
      resolve: (warning, _args, ctx) => inReaderLanguage(warning, ctx.locale).fixLabel,
    }),
    items: t.field({
      type: [SetupWarningItemRef],
      description: 'The first few records it concerns (count says how many in all).',
      resolve: (warning) => warning.items,
    }),
  }),
});

builder.queryField('setupWarnings', (t) =>
  t.field({
    type: [SetupWarning],
    authScopes: { admin: true },
    description:
      'Admins: what in the master data blocks work now (requests in no zone, zones without boundary or transport company, transport companies without contacts, drum types without specifications); empty when nothing does.',
    resolve: (_root, _args, ctx) => setupWarnings(ctx.db),
  }),
);
