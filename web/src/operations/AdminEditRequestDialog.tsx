import { type FormEvent, Suspense, useState } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay/hooks';
import { Button } from '../components/Button';
import { checkPickupForm, type FormIssue, formValuesOf, pickupInput } from '../pickups/form';
import { LargeDialog } from '../components/LargeDialog';
import { FormErrors, PickupRequestFields } from '../pickups/PickupRequestFields';
import { uploadablesAt } from '../relay/environment';
import { errorMessage } from '../relay/errors';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import { useToast } from '../toast/ToastProvider';
import { type Owner, OwnerFields } from './OwnerFields';
import type { AdminEditRequestDialog_request$key } from './__generated__/AdminEditRequestDialog_request.graphql';
import type { AdminEditRequestDialogImagesMutation } from './__generated__/AdminEditRequestDialogImagesMutation.graphql';
import type { AdminEditRequestDialogMutation } from './__generated__/AdminEditRequestDialogMutation.graphql';
import type { AdminEditRequestDialogQuery } from './__generated__/AdminEditRequestDialogQuery.graphql';

/**
 * spec.md section 2, edit request (Admin Edit): returner company and user (changing the company
 * resets the user), the transport company only while the pickup is scheduled (spec.md section
 * 4), and the request's own fields; each change is written to the event history.
 */
export function AdminEditRequestDialog({
  open,
  onClose,
  request,
}: {
  open: boolean;
  onClose: () => void;
  request: AdminEditRequestDialog_request$key;
}) {
  const data = useFragment(
    graphql`
      fragment AdminEditRequestDialog_request on PickupRequest {
        id
        referenceNumberFormatted
        status
        returnerCompanyId
        userId
        assignedTransportCompanyId
        address
        latitude
        longitude
        hasLoadingCapability
        supportsForklift
        requiresCraneTruck
        transporterComments
        drums {
          drumSpecId
          drumSpecName
          drumTypeName
          quantity
        }
        images {
          id
          thumbnailUrl
          filename
        }
      }
    `,
    request,
  );
  return (
    <LargeDialog open={open} onClose={onClose} title={`Edit ${data.referenceNumberFormatted}`}>
      {open ? (
        <Suspense fallback={<p>Loading...</p>}>
          <EditForm request={data} onClose={onClose} />
        </Suspense>
      ) : null}
    </LargeDialog>
  );
}

type Request = Parameters<typeof formValuesOf>[0] & {
  id: string;
  status: string;
  returnerCompanyId: number | null | undefined;
  userId: number | null | undefined;
  assignedTransportCompanyId: number | null | undefined;
  images: readonly { id: string; thumbnailUrl: string; filename: string }[];
};

function EditForm({ request, onClose }: { request: Request; onClose: () => void }) {
  const data = useLazyLoadQuery<AdminEditRequestDialogQuery>(
    graphql`
      query AdminEditRequestDialogQuery {
        ...DrumDetails_query
        config {
          ...AddressPicker_config
        }
        returnerCompanies(first: 500) {
          edges {
            node {
              id
              databaseId
              name
              users {
                id
                databaseId
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
  const [update, updating] = usePromiseMutation<AdminEditRequestDialogMutation>(graphql`
    mutation AdminEditRequestDialogMutation($input: AdminUpdatePickupRequestInput!) {
      adminUpdatePickupRequest(input: $input) {
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
            ...OperationsCard_request
            ...AdminEditRequestDialog_request
          }
        }
      }
    }
  `);
  const [addImages, adding] = usePromiseMutation<AdminEditRequestDialogImagesMutation>(graphql`
    mutation AdminEditRequestDialogImagesMutation($input: AddPickupRequestImagesInput!) {
      addPickupRequestImages(input: $input) {
        __typename
        ... on PickupRequestPayload {
          pickupRequest {
            ...OperationsCard_request
          }
        }
      }
    }
  `);
  const toast = useToast();
  const companies = data.returnerCompanies.edges.map((edge) => edge.node);
  const transportCompanies = data.schedulingTransportCompanies.edges.map((edge) => edge.node);
  const [owner, setOwner] = useState<Owner>(() => {
    const company = companies.find((candidate) => candidate.databaseId === request.returnerCompanyId);
    return {
      companyId: company?.id ?? '',
      userId: company?.users.find((user) => user.databaseId === request.userId)?.id ?? '',
      transportCompanyId:
        transportCompanies.find((candidate) => candidate.databaseId === request.assignedTransportCompanyId)?.id ?? '',
    };
  });
  const { companyId, userId, transportCompanyId } = owner;
  const [values, setValues] = useState(() => formValuesOf(request));
  const [added, setAdded] = useState<File[]>([]);
  const [issues, setIssues] = useState<FormIssue[]>([]);
  const scheduled = request.status === 'pickup_scheduled';

  async function save(event: FormEvent) {
    event.preventDefault();
    const found = checkPickupForm(values, { existing: request.images.length, added: added.length, creating: false });
    setIssues(found);
    if (found.length) return;
    try {
      const { adminUpdatePickupRequest: result } = await update({
        input: {
          id: request.id,
          ...pickupInput(values),
          returnerCompanyId: companyId || null,
          userId: userId || null,
          ...(scheduled ? { assignedTransportCompanyId: transportCompanyId || null } : {}),
        },
      });
      if (result.__typename === 'ValidationError') {
        setIssues([...result.issues]);
        return;
      }
      if (added.length)
        await addImages(
          { input: { pickupRequestId: request.id, images: added.map(() => null) } },
          uploadablesAt('variables.input.images', added),
        );
      toast({ title: 'Pickup request updated' });
      onClose();
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to update pickup request'),
        variant: 'destructive',
      });
    }
  }

  return (
    <form noValidate onSubmit={save} className="space-y-4">
      <FormErrors issues={issues} />
      <OwnerFields
        companies={companies}
        transportCompanies={transportCompanies}
        value={owner}
        onChange={setOwner}
        showTransportCompany={scheduled}
        noneLabels={{ company: 'No returner company', user: 'No user' }}
      />
      <PickupRequestFields
        query={data}
        config={data.config}
        values={values}
        onChange={setValues}
        photos={{ stored: request.images, added, onAddedChange: setAdded }}
        issues={issues}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={updating || adding}>
          Cancel
        </Button>
        <Button type="submit" disabled={updating || adding}>
          {updating || adding ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
