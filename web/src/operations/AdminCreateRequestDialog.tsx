import { type FormEvent, Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Button } from '../components/Button';
import { checkPickupForm, EMPTY_PICKUP_FORM, type FormIssue, pickupInput } from '../pickups/form';
import { LargeDialog } from '../components/LargeDialog';
import { FormErrors, PickupRequestFields } from '../pickups/PickupRequestFields';
import { uploadablesAt } from '../relay/environment';
import { errorMessage } from '../relay/errors';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import { useToast } from '../toast/ToastProvider';
import { type Owner, OwnerFields } from './OwnerFields';
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
  const [owner, setOwner] = useState<Owner>({ companyId: '', userId: '', transportCompanyId: '' });
  const { companyId, userId, transportCompanyId } = owner;
  const [values, setValues] = useState(EMPTY_PICKUP_FORM);
  const [images, setImages] = useState<File[]>([]);
  const [issues, setIssues] = useState<FormIssue[]>([]);

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
      <OwnerFields
        companies={companies}
        transportCompanies={data.schedulingTransportCompanies.edges.map((edge) => edge.node)}
        value={owner}
        onChange={setOwner}
        showTransportCompany
        errors={{ returnerCompanyId: issueOf('returnerCompanyId'), userId: issueOf('userId') }}
      />
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
