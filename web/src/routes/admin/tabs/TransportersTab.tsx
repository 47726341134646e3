import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConnectionHandler } from 'relay-runtime';
import { graphql, useFragment, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import { LIST_PAGE, ShowMore, shownOf } from '../../../components/ShowMore';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { Field } from '../../../components/Field';
import { PlusIcon, XIcon } from '../../../components/icons';
import { ADMIN_CONNECTIONS } from '../../../mutations/adminConnections';
import { useCreateTransportCompanyContactMutation } from '../../../mutations/CreateTransportCompanyContactMutation';
import { useCreateTransportCompanyMutation } from '../../../mutations/CreateTransportCompanyMutation';
import { useDeleteTransportCompanyContactMutation } from '../../../mutations/DeleteTransportCompanyContactMutation';
import { useDeleteTransportCompanyMutation } from '../../../mutations/DeleteTransportCompanyMutation';
import { useUpdateTransportCompanyContactMutation } from '../../../mutations/UpdateTransportCompanyContactMutation';
import { useUpdateTransportCompanyMutation } from '../../../mutations/UpdateTransportCompanyMutation';
import { DetailList } from '../DetailList';
import { CalendarLinkButton } from '../CalendarLinkButton';
import { DepotPicker } from '../DepotPicker';
import { CompanyDialog } from '../CompanyDialog';
import { FormDialog } from '../FormDialog';
import { RemoveDialog } from '../RemoveDialog';
import { EmptyState, TabHeader } from '../../../components/TabHeader';
import { ExcelButtons } from '../ExcelButtons';
import type { TabProps } from '../tabQuery';
import type { ContactRow_contact$data, ContactRow_contact$key } from './__generated__/ContactRow_contact.graphql';
import type {
  TransportCompanyCard_company$data,
  TransportCompanyCard_company$key,
} from './__generated__/TransportCompanyCard_company.graphql';
import type { TransportersTabQuery } from './__generated__/TransportersTabQuery.graphql';
import type { TransportCompanyCard_contacts$key } from './__generated__/TransportCompanyCard_contacts.graphql';
import type { TransportCompanyContactsPaginationQuery } from './__generated__/TransportCompanyContactsPaginationQuery.graphql';
import type { TransportersTab_companies$key } from './__generated__/TransportersTab_companies.graphql';
import type { TransportersTabPaginationQuery } from './__generated__/TransportersTabPaginationQuery.graphql';
import { type PickerItem, SearchPicker } from '../../../components/SearchPicker';
import { usePickerSearch } from '../../../pickers/pickers';

type Company = TransportCompanyCard_company$data;
type Contact = ContactRow_contact$data;

/** The store id of a company's contacts list: where an added contact goes, and a deleted one leaves. */
const contactsConnectionOf = (companyId: string) =>
  ConnectionHandler.getConnectionID(companyId, 'TransportCompanyCard_contactsConnection');

type DialogState =
  | { kind: 'create' }
  | { kind: 'edit' | 'delete'; company: Company }
  | { kind: 'contact'; company: Company; contact?: Contact }
  | { kind: 'delete-contact'; company: Company; contact: Contact };

const transportersTabQuery = graphql`
  query TransportersTabQuery {
    ...TransportersTab_companies
  }
`;

const companiesFragment = graphql`
  fragment TransportersTab_companies on Query
  @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" })
  @refetchable(queryName: "TransportersTabPaginationQuery") {
    transportCompanies(first: $count, after: $cursor) @connection(key: "Admin_transportCompanies") {
      totalCount
      edges {
        node {
          id
          ...TransportCompanyCard_company
        }
      }
    }
  }
`;

export default function TransportersTab({ queryRef, reload }: TabProps<TransportersTabQuery>) {
  const root = usePreloadedQuery<TransportersTabQuery>(transportersTabQuery, queryRef);
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    TransportersTabPaginationQuery,
    TransportersTab_companies$key
  >(companiesFragment, root);
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const [removeCompany, removingCompany] = useDeleteTransportCompanyMutation();
  const [removeContact, removingContact] = useDeleteTransportCompanyContactMutation();
  const companies = data.transportCompanies.edges.map((edge) => edge.node);
  const close = () => setDialog(null);
  const { t } = useTranslation();

  return (
    <>
      <TabHeader
        title={t('masterData.transporters.title')}
        description={shownOf(
          companies.length,
          data.transportCompanies.totalCount,
          t('masterData.transporters.description'),
        )}
      >
        <ExcelButtons
          entity="transport-companies"
          label={t('masterData.transporters.excelLabel')}
          onImported={reload}
        />
        <Button onClick={() => setDialog({ kind: 'create' })}>
          <PlusIcon className="size-4" /> {t('masterData.transporters.add')}
        </Button>
      </TabHeader>
      {companies.length === 0 ? <EmptyState>{t('masterData.transporters.empty')}</EmptyState> : null}
      <div className="grid gap-4 lg:grid-cols-2">
        {companies.map((company) => (
          <TransportCompanyCard key={company.id} company={company} onDialog={setDialog} />
        ))}
      </div>
      <ShowMore hasNext={hasNext} isLoading={isLoadingNext} onMore={() => loadNext(LIST_PAGE)} />

      {dialog?.kind === 'create' || dialog?.kind === 'edit' ? (
        <TransportCompanyDialog company={dialog.kind === 'edit' ? dialog.company : undefined} onClose={close} />
      ) : null}
      {dialog?.kind === 'contact' ? (
        <ContactDialog company={dialog.company} contact={dialog.contact} onClose={close} />
      ) : null}
      <RemoveDialog
        item={dialog?.kind === 'delete' ? dialog.company : null}
        title={t('masterData.transporters.deleteTitle')}
        consequence={(company) => t('masterData.transporters.deleteConsequence', { name: company.name })}
        remove={(company) =>
          removeCompany({ input: { id: company.id }, connections: [ADMIN_CONNECTIONS.transportCompanies] })
        }
        busy={removingCompany}
        done={{ title: t('masterData.companyDeleted') }}
        failed={t('masterData.companyDeleteFailed')}
        onClose={close}
      />
      <RemoveDialog
        item={dialog?.kind === 'delete-contact' ? dialog : null}
        title={t('masterData.transporters.deleteContactTitle')}
        consequence={({ contact }) => t('masterData.transporters.deleteContactConsequence', { name: contact.name })}
        remove={({ contact, company }) =>
          removeContact({ input: { id: contact.id }, connections: [contactsConnectionOf(company.id)] })
        }
        busy={removingContact}
        done={{ title: t('masterData.transporters.contactDeleted') }}
        failed={t('masterData.transporters.contactDeleteFailed')}
        onClose={close}
      />
    </>
  );
}

function TransportCompanyCard({
  company: ref,
  onDialog,
}: {
  company: TransportCompanyCard_company$key;
  onDialog: (dialog: DialogState) => void;
}) {
  const company = useFragment(
    graphql`
      fragment TransportCompanyCard_company on TransportCompany {
        id
        databaseId
        name
        organizationNumber
        contactPerson
        email
        phone
        depotLatitude
        depotLongitude
        userCount
        calendarFeedUrl
        ...TransportCompanyCard_contacts
        servedZones {
          zoneId
          minPickupThreshold
          zone {
            id
            databaseId
            zoneNumber
            name
          }
        }
      }
    `,
    ref,
  );
  const contacts = usePaginationFragment<TransportCompanyContactsPaginationQuery, TransportCompanyCard_contacts$key>(
    graphql`
      fragment TransportCompanyCard_contacts on TransportCompany
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
      @refetchable(queryName: "TransportCompanyContactsPaginationQuery") {
        contactsConnection(first: $count, after: $cursor) @connection(key: "TransportCompanyCard_contactsConnection") {
          edges {
            node {
              id
              ...ContactRow_contact
            }
          }
        }
      }
    `,
    company,
  );
  const contactList = contacts.data.contactsConnection.edges.map((edge) => edge.node);
  const { t } = useTranslation();
  return (
    <Card aria-label={company.name} className="flex min-w-0 flex-col">
      <h3 className="font-semibold">{company.name}</h3>
      <DetailList
        rows={[
          [t('masterData.orgNumber'), company.organizationNumber],
          [t('masterData.contactPerson'), company.contactPerson],
          [t('fields.email'), company.email, 'break-all'],
          [t('masterData.phone'), company.phone],
        ]}
      />

      <h4 className="mt-4 text-sm font-semibold">{t('masterData.transporters.zonesServed')}</h4>
      {company.servedZones.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t('masterData.transporters.noZones')}</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm">
          {company.servedZones.map((served) => (
            <li
              key={served.zoneId}
              className="flex justify-between gap-2 rounded-md bg-slate-50 px-2 py-1 dark:bg-slate-800"
            >
              <span>
                {t('masterData.zoneName', { number: String(served.zone.zoneNumber), name: served.zone.name })}
              </span>
              <span className="text-slate-600 dark:text-slate-300">
                {t('masterData.transporters.minimum', {
                  drums: t('masterData.drums', {
                    count: served.minPickupThreshold,
                    shown: String(served.minPickupThreshold),
                  }),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}

      <div className="mt-4 flex items-center justify-between">
        <h4 className="text-sm font-semibold">{t('masterData.transporters.contacts')}</h4>
        <Button variant="ghost" className="px-2" onClick={() => onDialog({ kind: 'contact', company })}>
          <PlusIcon className="size-4" /> {t('masterData.transporters.addContact')}
        </Button>
      </div>
      {contactList.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t('masterData.transporters.noContacts')}</p>
      ) : (
        <ul className="mt-1 divide-y divide-slate-200 text-sm dark:divide-slate-700">
          {contactList.map((contact) => (
            <ContactRow
              key={contact.id}
              contact={contact}
              onEdit={(data) => onDialog({ kind: 'contact', company, contact: data })}
              onDelete={(data) => onDialog({ kind: 'delete-contact', company, contact: data })}
            />
          ))}
        </ul>
      )}
      <ShowMore
        hasNext={contacts.hasNext}
        isLoading={contacts.isLoadingNext}
        onMore={() => contacts.loadNext(LIST_PAGE)}
        label={t('masterData.transporters.moreContacts')}
      />

      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        <Button variant="secondary" onClick={() => onDialog({ kind: 'edit', company })}>
          {t('common.edit')}
        </Button>
        <CalendarLinkButton companyId={company.id} name={company.name} url={company.calendarFeedUrl ?? null} />
        <Button
          variant="remove"

          onClick={() => onDialog({ kind: 'delete', company })}
        >
          {t('common.delete')}
        </Button>
      </div>
    </Card>
  );
}

function ContactRow({
  contact: ref,
  onEdit,
  onDelete,
}: {
  contact: ContactRow_contact$key;
  onEdit: (contact: Contact) => void;
  onDelete: (contact: Contact) => void;
}) {
  const contact = useFragment(
    graphql`
      fragment ContactRow_contact on TransportCompanyContact {
        id
        name
        email
        phone
      }
    `,
    ref,
  );
  const { t } = useTranslation();
  return (
    <li className="flex items-center justify-between gap-2 py-2">
      <div className="min-w-0">
        <p className="font-medium">{contact.name}</p>
        {contact.email || contact.phone ? (
          <p className="truncate text-slate-600 dark:text-slate-400">
            {[contact.email, contact.phone].filter(Boolean).join(' · ')}
          </p>
        ) : (
          <p className="text-slate-500 dark:text-slate-400">{t('masterData.transporters.noContactInfo')}</p>
        )}
      </div>
      <div className="flex shrink-0 gap-1">
        <Button variant="ghost" className="px-2" onClick={() => onEdit(contact)}>
          {t('common.edit')}
          <span className="sr-only"> {contact.name}</span>
        </Button>
        <Button variant="remove" className="px-2" onClick={() => onDelete(contact)}>
          {t('common.delete')}
          <span className="sr-only"> {contact.name}</span>
        </Button>
      </div>
    </li>
  );
}

type ServedRow = { zone: PickerItem | null; minPickupThreshold: string };

function TransportCompanyDialog({ company, onClose }: { company?: Company; onClose: () => void }) {
  const searchZones = usePickerSearch('zone');
  const { t } = useTranslation();
  const [depot, setDepot] = useState({
    depotLatitude: company?.depotLatitude?.toString() ?? '',
    depotLongitude: company?.depotLongitude?.toString() ?? '',
  });
  // Blank clears the depot; anything else goes as a number for the server's range check.
  const depotValue = (text: string) => (text.trim() === '' ? null : Number(text.replace(',', '.')));
  const depotInput = {
    depotLatitude: depotValue(depot.depotLatitude),
    depotLongitude: depotValue(depot.depotLongitude),
  };
  const depotField = (name: keyof typeof depot, label: string, errors: Record<string, string>) => (
    <Field
      label={label}
      inputMode="decimal"
      value={depot[name]}
      error={errors[name]}
      onChange={(e) => setDepot((v) => ({ ...v, [name]: e.target.value }))}
    />
  );
  const [served, setServed] = useState<ServedRow[]>(
    company?.servedZones.map((z) => ({
      zone: { id: z.zone.id, databaseId: z.zone.databaseId, label: `${z.zone.zoneNumber} · ${z.zone.name}` },
      minPickupThreshold: String(z.minPickupThreshold),
    })) ?? [],
  );
  const [create, creating] = useCreateTransportCompanyMutation();
  const [update, updating] = useUpdateTransportCompanyMutation();
  const servedZones = served
    .flatMap((row) => (row.zone ? [{ ...row, zoneId: row.zone.id }] : []))
    .map((row) => ({
      zoneId: row.zoneId,
      minPickupThreshold: row.minPickupThreshold === '' ? null : Number(row.minPickupThreshold),
    }));
  const servedErrorOf = (errors: Record<string, string>) =>
    Object.entries(errors).find(([key]) => key.startsWith('servedZones'))?.[1];
  return (
    <CompanyDialog
      kind="transport"
      editing={company !== undefined}
      initial={{
        name: company?.name ?? '',
        organizationNumber: company?.organizationNumber ?? '',
        contactPerson: company?.contactPerson ?? '',
        email: company?.email ?? '',
        phone: company?.phone ?? '',
      }}
      layout={['name', 'organizationNumber', 'contactPerson', ['email', 'phone']]}
      busy={creating || updating}
      onClose={onClose}
      onSave={async (values) =>
        company
          ? (await update({ input: { id: company.id, ...values, ...depotInput, servedZones } })).updateTransportCompany
          : (
              await create({
                input: { ...values, ...depotInput, servedZones },
                connections: [ADMIN_CONNECTIONS.transportCompanies],
              })
            ).createTransportCompany
      }
      more={(errors) => (
        <>
          <div className="grid gap-3 sm:grid-cols-2">
            {depotField('depotLatitude', t('masterData.transporters.depotLatitude'), errors)}
            {depotField('depotLongitude', t('masterData.transporters.depotLongitude'), errors)}
          </div>
          <p className="-mt-1 text-xs text-slate-500 dark:text-slate-400">{t('masterData.transporters.depotHint')}</p>
          <DepotPicker
            latitude={depot.depotLatitude}
            longitude={depot.depotLongitude}
            onPick={(depotLatitude, depotLongitude) => setDepot({ depotLatitude, depotLongitude })}
          />
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">{t('masterData.transporters.zonesServedLegend')}</legend>
            {served.map((row, index) => (
              <div key={index} className="flex items-end gap-2">
                <SearchPicker
                  label={t('masterData.transporters.zoneRow', { number: String(index + 1) })}
                  className="flex-1"
                  placeholder={t('masterData.transporters.selectZone')}
                  emptyText={t('masterData.transporters.noZonesFound')}
                  value={row.zone}
                  onChange={(zone) => setServed((rows) => rows.map((r, i) => (i === index ? { ...r, zone } : r)))}
                  load={searchZones}
                />
                <Field
                  label={t('masterData.transporters.minDrums')}
                  type="number"
                  min={1}
                  step={1}
                  className="w-28"
                  value={row.minPickupThreshold}
                  onChange={(e) =>
                    setServed((rows) =>
                      rows.map((r, i) => (i === index ? { ...r, minPickupThreshold: e.target.value } : r)),
                    )
                  }
                />
                <Button
                  variant="ghost"
                  className="px-2"
                  onClick={() => setServed((rows) => rows.filter((_, i) => i !== index))}
                >
                  <XIcon className="size-4" />
                  <span className="sr-only">
                    {t('masterData.transporters.removeZone', { number: String(index + 1) })}
                  </span>
                </Button>
              </div>
            ))}
            {servedErrorOf(errors) ? (
              <p className="text-sm text-red-600 dark:text-red-400">{servedErrorOf(errors)}</p>
            ) : null}
            <Button
              variant="ghost"
              className="px-2"
              onClick={() => setServed((rows) => [...rows, { zone: null, minPickupThreshold: '1' }])}
            >
              <PlusIcon className="size-4" /> {t('masterData.addZone')}
            </Button>
          </fieldset>
        </>
      )}
    />
  );
}

function ContactDialog({ company, contact, onClose }: { company: Company; contact?: Contact; onClose: () => void }) {
  const [values, setValues] = useState({
    name: contact?.name ?? '',
    email: contact?.email ?? '',
    phone: contact?.phone ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [create, creating] = useCreateTransportCompanyContactMutation();
  const [update, updating] = useUpdateTransportCompanyContactMutation();
  const { t } = useTranslation();
  const field = (name: keyof typeof values, label: string, type = 'text') => (
    <Field
      label={label}
      type={type}
      value={values[name]}
      error={errors[name]}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
    />
  );
  return (
    <FormDialog
      title={contact ? t('masterData.transporters.editContact') : t('masterData.transporters.addContact')}
      busy={creating || updating}
      failure={
        contact ? t('masterData.transporters.contactUpdateFailed') : t('masterData.transporters.contactCreateFailed')
      }
      success={contact ? t('masterData.transporters.contactUpdated') : t('masterData.transporters.contactCreated')}
      onClose={onClose}
      setErrors={setErrors}
      onSave={async () =>
        contact
          ? (await update({ input: { id: contact.id, ...values } })).updateTransportCompanyContact
          : (
              await create({
                input: { transportCompanyId: company.id, ...values },
                connections: [contactsConnectionOf(company.id)],
              })
            ).createTransportCompanyContact
      }
    >
      <p className="text-slate-600 dark:text-slate-400">{company.name}</p>
      {field('name', t('masterData.transporters.contactName'))}
      {field('email', t('fields.email'), 'email')}
      {field('phone', t('masterData.phone'), 'tel')}
    </FormDialog>
  );
}
