import { type FormEvent, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, CancelButton } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { Field } from '../../components/Field';
import { PasswordField } from '../../components/PasswordField';
import { PageSpinner } from '../../components/Spinner';
import { ADMIN_CONNECTIONS } from '../../mutations/adminConnections';
import { useCreateUserMutation } from '../../mutations/CreateUserMutation';
import { useUpdateUserMutation } from '../../mutations/UpdateUserMutation';
import { errorMessage } from '../../relay/errors';
import { fieldErrors } from '../../relay/usePromiseMutation';
import { errorToast, useToast } from '../../toast/ToastProvider';
import { type PickerItem, SearchPicker } from '../../components/SearchPicker';
import { usePickedItem, usePickerSearch } from '../../pickers/pickers';
import { markInvalid, SaveError, type SaveErrorText } from './FormDialog';
import { SelectField } from '../../components/SelectField';
import { CheckboxField } from '../../components/CheckboxField';

/** The fields of a user card the edit dialog starts from. */
type EditableUser = {
  id: string;
  name: string;
  email: string;
  role: string;
  approved: boolean;
  active: boolean;
  phoneNumber?: string | null;
  division?: string | null;
  returnerCompanyId?: number | null;
  transportCompanyId?: number | null;
};

type Props = { user?: EditableUser; onClose: () => void };

/**
 * Create User (no user given) or Edit User: docs/specification.md section 5's user rules, checked by the server.
 * The mutations put the result into the Users and New Users lists themselves.
 */
export function UserDialog(props: Props) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      onClose={props.onClose}
      title={props.user ? t('admin.users.edit') : t('admin.users.create')}
      closeOnOutsideClick={false}
    >
      <Suspense fallback={<PageSpinner />}>
        <UserForm {...props} />
      </Suspense>
    </Dialog>
  );
}

function UserForm({ user, onClose }: Props) {
  // The companies are found by typing; the stored ones are shown by name until another is chosen.
  const storedReturnerCompany = usePickedItem('returnerCompany', user?.returnerCompanyId?.toString());
  const storedTransportCompany = usePickedItem('transportCompany', user?.transportCompanyId?.toString());
  const [chosen, setChosen] = useState<{ returner?: PickerItem | null; transport?: PickerItem | null }>({});
  const returnerCompany = chosen.returner === undefined ? storedReturnerCompany : chosen.returner;
  const transportCompany = chosen.transport === undefined ? storedTransportCompany : chosen.transport;
  const searchReturners = usePickerSearch('returnerCompany');
  const searchTransporters = usePickerSearch('transportCompany');
  const [values, setValues] = useState({
    name: user?.name ?? '',
    email: user?.email ?? '',
    password: '',
    role: user?.role ?? 'returner',
    approved: user?.approved ?? true,
    active: user?.active ?? true,
    phoneNumber: user?.phoneNumber ?? '',
    division: user?.division ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [create, creating] = useCreateUserMutation();
  const [update, updating] = useUpdateUserMutation();
  const toast = useToast();
  const { t } = useTranslation();
  const [saveError, setSaveError] = useState<SaveErrorText | null>(null);
  const set = (patch: Partial<typeof values>) => setValues((v) => ({ ...v, ...patch }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const common = {
      name: values.name,
      email: values.email,
      role: values.role,
      approved: values.approved,
      phoneNumber: values.phoneNumber,
      division: values.division,
      returnerCompanyId: values.role === 'returner' ? (returnerCompany?.id ?? null) : null,
      transportCompanyId: values.role === 'transporter' ? (transportCompany?.id ?? null) : null,
    };
    const failure = user ? t('admin.users.updateFailed') : t('admin.users.createFailed');
    setSaveError(null);
    try {
      const result = user
        ? (await update({ input: { ...common, id: user.id, active: values.active } })).updateUser
        : (await create({ input: { ...common, password: values.password }, connections: [ADMIN_CONNECTIONS.users] }))
            .createUser;
      if (result.__typename === 'ValidationError') {
        const marked = markInvalid(form, () => setErrors(fieldErrors(result.issues)));
        // Marked fields say what is wrong and the toast (in the dialog) that the save failed.
        setSaveError(marked ? null : { title: failure, description: result.message });
        // One error per field: a message shown beside its field is not repeated in the toast.
        toast(errorToast(failure, marked ? undefined : result.message));
        return;
      }
      toast({ title: user ? t('admin.users.updated') : t('admin.users.created') });
      onClose();
    } catch (error) {
      const description = errorMessage(error, failure);
      setSaveError({ title: failure, description: description === failure ? undefined : description });
      toast(errorToast(failure, description));
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <Field
        label={t('admin.fields.name')}
        value={values.name}
        error={errors.name}
        onChange={(e) => set({ name: e.target.value })}
      />
      <Field
        label={t('fields.email')}
        type="email"
        value={values.email}
        error={errors.email}
        onChange={(e) => set({ email: e.target.value })}
      />
      {user ? null : (
        <PasswordField
          label={t('admin.fields.password')}
          autoComplete="new-password"
          value={values.password}
          error={errors.password}
          onChange={(e) => set({ password: e.target.value })}
        />
      )}
      <SelectField
        label={t('admin.fields.role')}
        value={values.role}
        error={errors.role}
        onChange={(e) => set({ role: e.target.value })}
      >
        <option value="returner">{t('shell.roles.returner')}</option>
        <option value="transporter">{t('shell.roles.transporter')}</option>
        <option value="admin">{t('shell.roles.admin')}</option>
      </SelectField>
      {values.role === 'returner' ? (
        <SearchPicker
          label={t('admin.fields.returnerCompany')}
          clearLabel={t('common.none')}
          emptyText={t('admin.noCompanies')}
          value={returnerCompany}
          error={errors.returnerCompanyId}
          onChange={(item) => setChosen((current) => ({ ...current, returner: item }))}
          load={searchReturners}
        />
      ) : null}
      {values.role === 'transporter' ? (
        <SearchPicker
          label={t('admin.fields.transportCompany')}
          placeholder={t('admin.users.selectCompany')}
          emptyText={t('admin.noCompanies')}
          value={transportCompany}
          error={errors.transportCompanyId}
          onChange={(item) => setChosen((current) => ({ ...current, transport: item }))}
          load={searchTransporters}
        />
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label={t('admin.fields.phone')}
          value={values.phoneNumber}
          error={errors.phoneNumber}
          onChange={(e) => set({ phoneNumber: e.target.value })}
        />
        <Field
          label={t('admin.fields.division')}
          value={values.division}
          error={errors.division}
          onChange={(e) => set({ division: e.target.value })}
        />
      </div>
      <CheckboxField
        label={user ? t('admin.users.approved') : t('admin.users.autoApprove')}
        checked={values.approved}
        onChange={(approved) => set({ approved })}
      />
      {user ? (
        <CheckboxField label={t('admin.users.active')} checked={values.active} onChange={(active) => set({ active })} />
      ) : null}
      <SaveError error={saveError} />
      <div className="flex justify-end gap-2 pt-2">
        <CancelButton onClick={onClose} />
        <Button type="submit" disabled={creating || updating}>
          {creating || updating ? t('common.saving') : user ? t('admin.users.saveChanges') : t('admin.users.create')}
        </Button>
      </div>
    </form>
  );
}
