import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from 'react-relay/hooks';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { DateField } from '../../../components/DateField';
import { Field } from '../../../components/Field';
import { type PickerItem, SearchPicker } from '../../../components/SearchPicker';
import { TabHeader } from '../../../components/TabHeader';
import { inLanguage } from '../../../i18n';
import { usePickerSearch } from '../../../pickers/pickers';
import { errorMessage } from '../../../relay/errors';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';
import { errorToast, useToast } from '../../../toast/ToastProvider';
import { TRACKED_DRUM_MESSAGES } from '../../../../../domain/validation/trackedDrums';
import { DepotPicker } from '../DepotPicker';
import { toBase64 } from '../ExcelButtons';
import {
  type DeliveryValues,
  deliveryErrors,
  deliveryInput,
  drumLines,
  emptyDelivery,
  namedSpecs,
} from '../deliveryForm';
import type { DeliveriesTabImportMutation } from './__generated__/DeliveriesTabImportMutation.graphql';
import { importRefusals } from '../importRefusals';
import type { DeliveriesTabRecordMutation } from './__generated__/DeliveriesTabRecordMutation.graphql';

const recordMutation = graphql`
  mutation DeliveriesTabRecordMutation($input: RecordDrumDeliveryInput!) {
    recordDrumDelivery(input: $input) {
      __typename
      ... on RecordDrumDeliveryPayload {
        deliveryId
        drumCount
      }
      ...ValidationErrorFields @relay(mask: false)
    }
  }
`;

const importMutation = graphql`
  mutation DeliveriesTabImportMutation($input: ImportDrumDeliveriesInput!) {
    importDrumDeliveries(input: $input) {
      __typename
      ... on ImportDrumDeliveriesPayload {
        imported
        deliveries
      }
      ...ValidationErrorFields @relay(mask: false)
    }
  }
`;

/** Today in the admin's own calendar, as the date input writes days. */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/**
 * The admin records tracked drums delivered to a returner company's site (docs/tracked-drums.md):
 * the company, delivery note, day, site and the drums' numbers, one a line; or a whole workbook of
 * deliveries at once.
 */
export default function DeliveriesTab() {
  const { t } = useTranslation();
  const toast = useToast();
  const [values, setValues] = useState<DeliveryValues>(() => emptyDelivery(today()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [company, setCompany] = useState<PickerItem | null>(null);
  const [spec, setSpec] = useState<PickerItem | null>(null);
  const [record, recording] = usePromiseMutation<DeliveriesTabRecordMutation>(recordMutation);
  const loadCompanies = usePickerSearch('returnerCompany');
  const loadSpecs = usePickerSearch('drumSpec');
  const drumsId = useId();
  const set = (patch: Partial<DeliveryValues>) => setValues((current) => ({ ...current, ...patch }));
  const listed = drumLines(values.drums).length;

  async function submit(event: FormEvent) {
    event.preventDefault();
    // A line's own specification by its name: the pickers' search, an exact name only.
    const byName = new Map<string, string>();
    for (const name of namedSpecs(drumLines(values.drums))) {
      const found = (await loadSpecs(name)).find((item) => item.label.toLowerCase() === name.toLowerCase());
      if (found) byName.set(name.toLowerCase(), found.id);
    }
    const built = deliveryInput(values, (name) => byName.get(name.toLowerCase()) ?? null);
    // What GraphQL could not even take (an empty id or day) is named here, with the rule's words.
    const missing: Record<string, string> = {};
    if (!values.returnerCompanyId) missing.returnerCompanyId = inLanguage(TRACKED_DRUM_MESSAGES.companyRequired);
    if (!values.deliveredOn) missing.deliveredOn = inLanguage(TRACKED_DRUM_MESSAGES.deliveredAtRequired);
    if (!built.ok || Object.keys(missing).length > 0) {
      setErrors({
        ...missing,
        ...(built.ok
          ? {}
          : {
              drums: built.problems
                .map((problem) =>
                  problem.kind === 'noSpec'
                    ? t('drumAdmin.delivery.noSpec', { line: problem.line })
                    : t('drumAdmin.delivery.unknownSpec', { line: problem.line, name: problem.name }),
                )
                .join(' '),
            }),
      });
      return;
    }
    try {
      const { recordDrumDelivery: result } = await record({ input: built.input as never });
      if (result.__typename === 'RecordDrumDeliveryPayload') {
        setErrors({});
        toast({ title: t('drumAdmin.delivery.saved', { count: result.drumCount }) });
        setValues((current) => ({ ...emptyDelivery(current.deliveredOn), deliveredOn: current.deliveredOn }));
        setCompany(null);
        setSpec(null);
      } else if (result.__typename === 'ValidationError') {
        setErrors(
          deliveryErrors(
            result.issues.map((issue) => ({ field: issue.field, message: inLanguage(issue.message) })),
            built.lines,
            (line, message) => t('drumAdmin.delivery.line', { line, message }),
          ),
        );
        toast(errorToast(t('drumAdmin.delivery.failed'), inLanguage(result.message)));
      }
    } catch (error) {
      toast(errorToast(t('drumAdmin.delivery.failed'), errorMessage(error, t('drumAdmin.delivery.failed'))));
    }
  }

  return (
    <section aria-label={t('drumAdmin.delivery.title')}>
      <TabHeader title={t('drumAdmin.delivery.title')} description={t('drumAdmin.delivery.description')}>
        <ImportDeliveriesButton />
      </TabHeader>
      <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">{t('drumAdmin.import.hint')}</p>
      <Card>
        <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4 sm:grid-cols-2">
          <SearchPicker
            label={t('drumAdmin.delivery.company')}
            value={company}
            load={loadCompanies}
            placeholder={t('drumAdmin.delivery.findCompany')}
            error={errors.returnerCompanyId}
            onChange={(item) => {
              setCompany(item);
              set({ returnerCompanyId: item?.id ?? '' });
            }}
          />
          <Field
            label={t('drumAdmin.delivery.deliveryNote')}
            value={values.deliveryNote}
            maxLength={100}
            error={errors.deliveryNote}
            onChange={(event) => set({ deliveryNote: event.target.value })}
          />
          <DateField
            label={t('drumAdmin.delivery.deliveredAt')}
            max={today()}
            min="2000-01-01"
            value={values.deliveredOn}
            error={errors.deliveredOn}
            onChange={(event) => set({ deliveredOn: event.target.value })}
          />
          <Field
            label={t('drumAdmin.delivery.address')}
            value={values.address}
            maxLength={500}
            error={errors.address}
            onChange={(event) => set({ address: event.target.value })}
          />
          <fieldset className="sm:col-span-2">
            <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">
              {t('drumAdmin.delivery.position')}
            </legend>
            <DepotPicker
              latitude={values.latitude}
              longitude={values.longitude}
              onPick={(latitude, longitude) => set({ latitude, longitude })}
            />
            {values.latitude || values.longitude ? (
              <Button variant="ghost" className="mt-1" onClick={() => set({ latitude: '', longitude: '' })}>
                {t('drumAdmin.delivery.clearPosition')}
              </Button>
            ) : null}
            {errors.latitude || errors.longitude ? (
              <p className="mt-1 text-sm text-red-600 dark:text-red-400">{errors.latitude ?? errors.longitude}</p>
            ) : null}
          </fieldset>
          <SearchPicker
            label={t('drumAdmin.delivery.spec')}
            value={spec}
            load={loadSpecs}
            placeholder={t('drumAdmin.delivery.chooseSpec')}
            onChange={(item) => {
              setSpec(item);
              set({ drumSpecId: item?.id ?? '' });
            }}
          />
          <p className="self-end text-sm text-slate-600 dark:text-slate-400">{t('drumAdmin.delivery.specHint')}</p>
          <div className="sm:col-span-2">
            <label htmlFor={drumsId} className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300">
              {t('drumAdmin.delivery.drums')}
            </label>
            <textarea
              id={drumsId}
              rows={8}
              aria-describedby={`${drumsId}-hint${errors.drums ? ` ${drumsId}-error` : ''}`}
              aria-invalid={errors.drums ? true : undefined}
              className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-base shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30 aria-invalid:border-red-500 dark:border-slate-600 dark:bg-slate-800"
              value={values.drums}
              onChange={(event) => set({ drums: event.target.value })}
            />
            <p id={`${drumsId}-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
              {t('drumAdmin.delivery.drumsHint')} {t('drumAdmin.delivery.listed', { count: listed })}
            </p>
            {errors.drums ? (
              <p id={`${drumsId}-error`} className="mt-1 text-sm text-red-600 dark:text-red-400">
                {errors.drums}
              </p>
            ) : null}
          </div>
          <div className="sm:col-span-2">
            <Button type="submit" disabled={recording}>
              {t('drumAdmin.delivery.save')}
            </Button>
          </div>
        </form>
      </Card>
    </section>
  );
}

/** "Import deliveries": a workbook of deliveries, all of it or nothing (the server names bad rows). */
function ImportDeliveriesButton() {
  const { t } = useTranslation();
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [runImport, importing] = usePromiseMutation<DeliveriesTabImportMutation>(importMutation);

  async function importFile(file: File) {
    try {
      const contentBase64 = await toBase64(file, t('admin.excel.unreadable'));
      const { importDrumDeliveries: result } = await runImport({ input: { contentBase64 } });
      if (result.__typename === 'ImportDrumDeliveriesPayload') {
        toast({
          title: t('drumAdmin.import.done', {
            drums: result.imported,
            deliveries: result.deliveries,
          }),
        });
      } else if (result.__typename === 'ValidationError') {
        const details = importRefusals(
          result.issues.map((issue) => inLanguage(issue.message)),
          (count) => t('admin.excel.andMore', { count }),
        );
        toast(errorToast(t('drumAdmin.import.failed'), details || result.message));
      }
    } catch (error) {
      toast(errorToast(t('drumAdmin.import.failed'), errorMessage(error, t('drumAdmin.import.failed'))));
    }
  }

  return (
    <>
      <Button variant="secondary" onClick={() => input.current?.click()} disabled={importing}>
        {t('drumAdmin.import.button')}
      </Button>
      <input
        ref={input}
        type="file"
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        className="hidden"
        aria-label={t('drumAdmin.import.button')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void importFile(file);
        }}
      />
    </>
  );
}
