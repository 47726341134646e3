import { LOCALE_NAMES, LOCALES, type Locale } from '../../domain/i18n/locales';
import { accountSight, sees } from '../../domain/sight';
import { builder } from '../builder';
import { visibleWhen } from '../nodeVisibility';

const withReturnerCompany = { with: { returnerCompany: true } } as const;
const withTransportCompany = { with: { transportCompany: true } } as const;

export const LocaleEnum = builder.enumType('Locale', {
  description: 'A language the product speaks (docs/languages.md).',
  values: Object.fromEntries(
    LOCALES.map((locale) => [locale.toUpperCase(), { value: locale, description: LOCALE_NAMES[locale] }]),
  ) as Record<Uppercase<Locale>, { value: Locale; description: string }>,
});

/** A person with an account. Readable by the person and by admins. */
export const User = builder.drizzleNode('users', {
  name: 'User',
  description:
    'An account: a person who signs in (returner, transporter or admin). Visible to the person and to admins.',
  id: { column: (user) => user.id, description: 'The global (Relay) id of the account.' },
  authScopes: visibleWhen('User', (user: { id: number }, ctx) => sees(accountSight(ctx.viewer), user.id)),
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: "The account's database id." }),
    name: t.exposeString('name', { description: "The person's name." }),
    email: t.exposeString('email', { description: 'The sign-in address, lower-cased.' }),
    role: t.exposeString('role', { description: 'returner, transporter or admin.' }),
    isAdmin: t.boolean({ description: 'Whether the role is admin.', resolve: (user) => user.role === 'admin' }),
    approved: t.exposeBoolean('approved', {
      description: 'Whether an admin approved the account (admins never wait).',
    }),
    reviewed: t.exposeBoolean('reviewed', { description: 'Whether an admin has looked at the registration.' }),
    active: t.exposeBoolean('active', {
      description: 'False once an admin deactivated the account: it cannot sign in.',
    }),
    emailVerified: t.boolean({
      description: 'Whether the address was confirmed by its link.',
      resolve: (user) => user.emailVerifiedAt !== null,
    }),
    phoneNumber: t.exposeString('phoneNumber', { description: 'The phone number, if given.', nullable: true }),
    company: t.exposeString('company', { description: 'The company name given at registration.', nullable: true }),
    companyOrgNumber: t.exposeString('companyOrgNumber', {
      description: 'The organization number given at registration.',
      nullable: true,
    }),
    division: t.exposeString('division', { description: 'The division or department, if given.', nullable: true }),
    locale: t.expose('locale', {
      type: LocaleEnum,
      description: 'The language of their screens, mails and documents, chosen in My Account.',
    }),
    localeTag: t.exposeString('locale', { description: 'The same language as a BCP 47 tag: en or sv.' }),
    returnerCompanyId: t.exposeInt('returnerCompanyId', {
      description: 'Database id of the returner company the account belongs to.',
      nullable: true,
    }),
    returnerCompanyName: t.string({
      description: "That company's name.",
      nullable: true,
      select: withReturnerCompany,
      resolve: (user) => user.returnerCompany?.name ?? null,
    }),
    returnerCompanyOrgNumber: t.string({
      description: "That company's organization number.",
      nullable: true,
      select: withReturnerCompany,
      resolve: (user) => user.returnerCompany?.organizationNumber ?? null,
    }),
    transportCompanyId: t.exposeInt('transportCompanyId', {
      description: 'Database id of the transport company the account belongs to.',
      nullable: true,
    }),
    transportCompanyName: t.string({
      description: "That company's name.",
      nullable: true,
      select: withTransportCompany,
      resolve: (user) => user.transportCompany?.name ?? null,
    }),
    transportCompanyOrgNumber: t.string({
      description: "That company's organization number.",
      nullable: true,
      select: withTransportCompany,
      resolve: (user) => user.transportCompany?.organizationNumber ?? null,
    }),
    matchingReturnerCompany: t.relation('matchingReturnerCompany', {
      nullable: true,
      description:
        'The returner company whose organization number the registration gave: the one approval links a returner to without another choice.',
    }),
    createdAt: t.expose('createdAt', { description: 'When the account was made.', type: 'DateTime' }),
  }),
});
