import { type FormEvent, Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Button } from '../components/Button';
import { checkPickupForm, EMPTY_PICKUP_FORM, type FormIssue, pickupInput } from '../pickups/form';
import { LargeDialog } from '../pickups/LargeDialog';
import { FormErrors, PickupRequestFields } from '../pickups/PickupRequestFields';
import { uploadablesAt } from '../relay/environment';
import { errorMessage } from '../relay/errors';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import { SelectField } from '../routes/admin/shared';
import { useToast } from '../toast/ToastProvider';
import type { AdminCreateRequestDialogMutation } from './__generated__/AdminCreateRequestDialogMutation.graphql';
import type { AdminCreateRequestDialogQuery } from './__generated__/AdminCreateRequestDialogQuery.graphql';

/**
 * spec.md section 2, create pickup request (admin): on behalf of a returner company and one of its
 * users (changing the company resets the user), optionally a transport company; the returner's
 * fields and rules otherwise. The request is submitted at once.
 */
export function AdminCreateRequestDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <LargeDialog open={open} onClose={onClose} title="Create Pickup Request">
      {open ? (
        <Suspense fallback={<p>Loading...</p>}>
          <CreateForm onClose={onClose} />
        </Suspense>
      ) : null}
    </LargeDialog>
  );
}

function CreateForm({ onClose }: { onClose: () => void }) {
  const data = useLazyLoadQuery<AdminCreateRequestDialogQuery>(
    graphql`
      query AdminCreateRequestDialogQuery {
        ...DrumDetails_query
        config {
          ...AddressPicker_config
        }
        returnerCompanies(first: 500) {
          edges {
            node {
              id
              name
              users {
                id
                name
                role
              }
            }
          }
        }
        schedulingTransportCompanies(first: 500) {
          edges {
            node {
              id
              name
            }
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const [create, creating] = usePromiseMutation<AdminCreateRequestDialogMutation>(graphql`
    mutation AdminCreateRequestDialogMutation($input: AdminCreatePickupRequestInput!) {
      adminCreatePickupRequest(input: $input) {
        __typename
        ... on ValidationError {
          message
          issues {
            field
            message
          }
        }
        ... on PickupRequestPayload {
          pickupRequest {
            referenceNumberFormatted
            ...OperationsCard_request
          }
        }
      }
    }
  `);
  const toast = useToast();
  const companies = data.returnerCompanies.edges.map((edge) => edge.node);
  const [companyId, setCompanyId] = useState('');
  const [userId, setUserId] = useState('');
  const [transportCompanyId, setTransportCompanyId] = useState('');
  const [values, setValues] = useState(EMPTY_PICKUP_FORM);
  const [images, setImages] = useState<File[]>([]);
  const [issues, setIssues] = useState<FormIssue[]>([]);
  const company = companies.find((candidate) => candidate.id === companyId);
  const returners = (company?.users ?? []).filter((user) => user.role === 'returner');

  async function save(event: FormEvent) {
    event.preventDefault();
    const found = [
      ...(companyId ? [] : [{ field: 'returnerCompanyId', message: 'Please select a returner company' }]),
      ...(userId ? [] : [{ field: 'userId', message: 'Please select a user' }]),
      ...checkPickupForm(values, { existing: 0, added: images.length, creating: true }),
    ];
    setIssues(found);
    if (found.length) return;
    try {
      const { adminCreatePickupRequest: result } = await create(
        {
          input: {
            ...pickupInput(values),
            returnerCompanyId: companyId,
            userId,
            assignedTransportCompanyId: transportCompanyId || null,
            images: images.map(() => null),
          },
        },
        uploadablesAt('variables.input.images', images),
      );
      if (result.__typename === 'ValidationError') {
        setIssues([...result.issues]);
        return;
      }
      if (result.__typename === 'PickupRequestPayload') {
        toast({ title: `Pickup request ${result.pickupRequest.referenceNumberFormatted} created` });
        onClose();
      }
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to create pickup request'),
        variant: 'destructive',
      });
    }
  }

  const issueOf = (field: string) => issues.find((issue) => issue.field === field)?.message;
  return (
    <form noValidate onSubmit={save} className="space-y-4">
      <FormErrors issues={issues} />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label="Returner company"
          value={companyId}
          error={issueOf('returnerCompanyId')}
          onChange={(event) => {
            // spec.md section 4: changing the returner company resets the chosen user.
            setCompanyId(event.target.value);
            setUserId('');
          }}
        >
          <option value="">Select a company</option>
          {companies.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="User"
          value={userId}
          disabled={!company}
          error={issueOf('userId')}
          onChange={(event) => setUserId(event.target.value)}
        >
          <option value="">Select a user</option>
          {returners.map((user) => (
            <option key={user.id} value={user.id}>
              {user.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Transport company"
          value={transportCompanyId}
          onChange={(event) => setTransportCompanyId(event.target.value)}
        >
          <option value="">No transport company</option>
          {data.schedulingTransportCompanies.edges.map(({ node }) => (
            <option key={node.id} value={node.id}>
              {node.name}
            </option>
          ))}
        </SelectField>
      </div>
      <PickupRequestFields
        query={data}
        config={data.config}
        values={values}
        onChange={setValues}
        photos={{ added: images, onAddedChange: setImages }}
        issues={issues}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={creating}>
          Cancel
        </Button>
        <Button type="submit" disabled={creating}>
          {creating ? 'Creating...' : 'Create Request'}
        </Button>
      </div>
    </form>
  );
}
