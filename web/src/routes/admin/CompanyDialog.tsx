import { type ReactNode, useState } from 'react';
import { orgNumberAsTyped } from '../../../../domain/validation/common';
import { Field } from '../../components/Field';
import { FormDialog, type SaveResult } from './FormDialog';

// The one dialog that adds and edits a company, returner or transport: the text fields they
// share, laid out per kind, and what only one kind has (a transport company's depot and zones)
// below them.

const KIND_NAMES = { returner: 'Returner Company', transport: 'Transport Company' } as const;
const LABELS = {
  name: { label: 'Company Name' },
  organizationNumber: { label: 'Organization Number', hint: 'Format xxxxxx-xxxx, e.g. 123456-7890' },
  email: { label: 'Email' },
  address: { label: 'Address' },
  contactPerson: { label: 'Contact Person' },
  phone: { label: 'Phone' },
} as const;
type CompanyField = keyof typeof LABELS;

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
  kind: keyof typeof KIND_NAMES;
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
  const field = (name: keyof Values & CompanyField) => (
    <Field
      key={name}
      label={LABELS[name].label}
      hint={'hint' in LABELS[name] ? LABELS[name].hint : undefined}
      value={values[name] ?? ''}
      error={errors[name]}
      onChange={(e) => {
        // An organization number is formatted as typed.
        const value = name === 'organizationNumber' ? orgNumberAsTyped(e.target.value) : e.target.value;
        setValues((v) => ({ ...v, [name]: value }));
      }}
    />
  );
  const what = KIND_NAMES[kind];
  return (
    <FormDialog
      title={`${editing ? 'Edit' : 'Add'} ${what}`}
      busy={busy}
      failure={`Failed to ${editing ? 'update' : 'create'} ${what.toLowerCase()}`}
      success={editing ? 'Company updated successfully' : 'Company created successfully'}
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
