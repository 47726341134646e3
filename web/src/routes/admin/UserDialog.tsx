import { type FormEvent, Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { Field } from '../../components/Field';
import { PasswordField } from '../../components/PasswordField';
import { PageSpinner } from '../../components/Spinner';
import { ADMIN_CONNECTIONS } from '../../mutations/adminConnections';
import { useCreateUserMutation } from '../../mutations/CreateUserMutation';
import { useUpdateUserMutation } from '../../mutations/UpdateUserMutation';
import { errorMessage } from '../../relay/errors';
import { fieldErrors } from '../../relay/usePromiseMutation';
import { useToast } from '../../toast/ToastProvider';
import type { UserDialogCompaniesQuery } from './__generated__/UserDialogCompaniesQuery.graphql';
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
  return (
    <Dialog open onClose={props.onClose} title={props.user ? 'Edit User' : 'Create User'} closeOnOutsideClick={false}>
      <Suspense fallback={<PageSpinner />}>
        <UserForm {...props} />
      </Suspense>
    </Dialog>
  );
}

/** The form selects companies by database id; the mutation names them by global ID. */
function globalIdOf(edges: readonly { node: { id: string; databaseId: number } }[], databaseId: string): string | null {
  return edges.find(({ node }) => String(node.databaseId) === databaseId)?.node.id ?? null;
}

function UserForm({ user, onClose }: Props) {
  // The Returners and Transporters tabs' connections (same keys), so a company just added is a choice.
  const companies = useLazyLoadQuery<UserDialogCompaniesQuery>(
    graphql`
      query UserDialogCompaniesQuery {
        returnerCompanies(first: 500) @connection(key: "Admin_returnerCompanies") {
          edges {
            node {
              id
              databaseId
              name
            }
          }
        }
        transportCompanies(first: 500) @connection(key: "Admin_transportCompanies") {
          edges {
            node {
              id
              databaseId
              name
            }
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const [values, setValues] = useState({
    name: user?.name ?? '',
    email: user?.email ?? '',
    password: '',
    role: user?.role ?? 'returner',
    approved: user?.approved ?? true,
    active: user?.active ?? true,
    phoneNumber: user?.phoneNumber ?? '',
    division: user?.division ?? '',
    returnerCompanyId: user?.returnerCompanyId ? String(user.returnerCompanyId) : '',
    transportCompanyId: user?.transportCompanyId ? String(user.transportCompanyId) : '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [create, creating] = useCreateUserMutation();
  const [update, updating] = useUpdateUserMutation();
  const toast = useToast();
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
      returnerCompanyId:
        values.role === 'returner' ? globalIdOf(companies.returnerCompanies.edges, values.returnerCompanyId) : null,
      transportCompanyId:
        values.role === 'transporter'
          ? globalIdOf(companies.transportCompanies.edges, values.transportCompanyId)
          : null,
    };
    const failure = user ? 'Failed to update user' : 'Failed to create user';
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
        toast({ title: failure, description: marked ? undefined : result.message, variant: 'destructive' });
        return;
      }
      toast({ title: user ? 'User updated successfully' : 'User created successfully' });
      onClose();
    } catch (error) {
      const description = errorMessage(error, failure);
      setSaveError({ title: failure, description: description === failure ? undefined : description });
      toast({ title: failure, description, variant: 'destructive' });
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <Field label="Name" value={values.name} error={errors.name} onChange={(e) => set({ name: e.target.value })} />
      <Field
        label="Email"
        type="email"
        value={values.email}
        error={errors.email}
        onChange={(e) => set({ email: e.target.value })}
      />
      {user ? null : (
        <PasswordField
          label="Password"
          autoComplete="new-password"
          value={values.password}
          error={errors.password}
          onChange={(e) => set({ password: e.target.value })}
        />
      )}
      <SelectField label="Role" value={values.role} error={errors.role} onChange={(e) => set({ role: e.target.value })}>
        <option value="returner">Returner</option>
        <option value="transporter">Transporter</option>
        <option value="admin">Admin</option>
      </SelectField>
      {values.role === 'returner' ? (
        <SelectField
          label="Returner Company"
          value={values.returnerCompanyId}
          error={errors.returnerCompanyId}
          onChange={(e) => set({ returnerCompanyId: e.target.value })}
        >
          <option value="">None</option>
          {companies.returnerCompanies.edges.map(({ node }) => (
            <option key={node.id} value={node.databaseId}>
              {node.name}
            </option>
          ))}
        </SelectField>
      ) : null}
      {values.role === 'transporter' ? (
        <SelectField
          label="Transport Company"
          value={values.transportCompanyId}
          error={errors.transportCompanyId}
          onChange={(e) => set({ transportCompanyId: e.target.value })}
        >
          <option value="">Select a company</option>
          {companies.transportCompanies.edges.map(({ node }) => (
            <option key={node.id} value={node.databaseId}>
              {node.name}
            </option>
          ))}
        </SelectField>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label="Phone"
          value={values.phoneNumber}
          error={errors.phoneNumber}
          onChange={(e) => set({ phoneNumber: e.target.value })}
        />
        <Field
          label="Division"
          value={values.division}
          error={errors.division}
          onChange={(e) => set({ division: e.target.value })}
        />
      </div>
      <CheckboxField
        label={user ? 'Approved' : 'Auto-approve'}
        checked={values.approved}
        onChange={(approved) => set({ approved })}
      />
      {user ? <CheckboxField label="Active" checked={values.active} onChange={(active) => set({ active })} /> : null}
      <SaveError error={saveError} />
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={creating || updating}>
          {creating || updating ? 'Saving...' : user ? 'Save Changes' : 'Create User'}
        </Button>
      </div>
    </form>
  );
}
