import type { TFunction } from 'i18next';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { orgNumberAsTyped } from '../../../../domain/validation/common';
import { Field } from '../../components/Field';
import { FormDialog, type SaveResult } from './FormDialog';

// The one dialog that adds and edits a company, returner or transport: the text fields they
// share, laid out per kind, and what only one kind has (a transport company's depot and zones)
// below them.

type Kind = 'returner' | 'transport';
type CompanyField = 'name' | 'organizationNumber' | 'email' | 'address' | 'contactPerson' | 'phone';

function fieldLabel(t: TFunction, name: CompanyField): string {
  switch (name) {
    case 'name':
      return t('admin.company.name');
    case 'organizationNumber':
      return t('admin.company.organizationNumber');
    case 'email':
      return t('fields.email');
    case 'address':
      return t('admin.company.address');
    case 'contactPerson':
      return t('admin.company.contactPerson');
    case 'phone':
      return t('admin.fields.phone');
  }
}

/** The dialog's title, failure and success, per kind and whether it edits. */
function dialogTexts(t: TFunction, kind: Kind, editing: boolean) {
  const success = editing ? t('admin.company.updated') : t('admin.company.created');
  if (kind === 'returner')
    return editing
      ? { title: t('admin.company.editReturner'), failure: t('admin.company.updateReturnerFailed'), success }
      : { title: t('admin.company.addReturner'), failure: t('admin.company.createReturnerFailed'), success };
  return editing
    ? { title: t('admin.company.editTransport'), failure: t('admin.company.updateTransportFailed'), success }
    : { title: t('admin.company.addTransport'), failure: t('admin.company.createTransportFailed'), success };
}

export function CompanyDialog<Values extends Partial<Record<CompanyField, string>>>({
  kind,
  editing,
  initial,
  layout,
  busy,
  onSave,
  onClose,
  more,
}: {
  kind: Kind;
  editing: boolean;
  initial: Values;
  /** The fields top to bottom; a pair shares a row from small screens up. */
  layout: readonly (
    (keyof Values & CompanyField) | readonly [keyof Values & CompanyField, keyof Values & CompanyField]
  )[];
  busy: boolean;
  onSave: (values: Values) => Promise<SaveResult>;
  onClose: () => void;
  /** The kind's own fields, given the server's field errors. */
  more?: (errors: Record<string, string>) => ReactNode;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { t } = useTranslation();
  const field = (name: keyof Values & CompanyField) => (
    <Field
      key={name}
      label={fieldLabel(t, name)}
      hint={name === 'organizationNumber' ? t('admin.company.organizationNumberHint') : undefined}
      value={values[name] ?? ''}
      error={errors[name]}
      onChange={(e) => {
        // An organization number is formatted as typed.
        const value = name === 'organizationNumber' ? orgNumberAsTyped(e.target.value) : e.target.value;
        setValues((v) => ({ ...v, [name]: value }));
      }}
    />
  );
  const { title, failure, success } = dialogTexts(t, kind, editing);
  return (
    <FormDialog
      title={title}
      busy={busy}
      failure={failure}
      success={success}
      onClose={onClose}
      setErrors={setErrors}
      onSave={() => onSave(values)}
    >
      {layout.map((entry) =>
        typeof entry === 'string' ? (
          field(entry)
        ) : (
          <div key={entry.join()} className="grid gap-3 sm:grid-cols-2">
            {field(entry[0])}
            {field(entry[1])}
          </div>
        ),
      )}
      {more?.(errors)}
    </FormDialog>
  );
}
