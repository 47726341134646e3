import { type FormEvent, Suspense, useState } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay/hooks';
import { useTranslation } from 'react-i18next';
import { Button, CancelButton } from '../components/Button';
import { LargeDialog } from '../components/LargeDialog';
import { checkPickupForm, EMPTY_PICKUP_FORM, type FormIssue, formValuesOf, pickupInput } from '../pickups/form';
import { FormErrors, PickupRequestFields } from '../pickups/PickupRequestFields';
import { uploadablesAt } from '../relay/environment';
import { errorMessage } from '../relay/errors';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import { useToast } from '../toast/ToastProvider';
import { transportCompanyEditable } from '../../../domain/pickupAccess';
import { toGlobalId } from '../relay/globalId';
import { type Owner, OwnerFields } from './OwnerFields';
import type {
  AdminRequestDialog_request$data,
  AdminRequestDialog_request$key,
} from './__generated__/AdminRequestDialog_request.graphql';
import type { AdminRequestDialogCreateMutation } from './__generated__/AdminRequestDialogCreateMutation.graphql';
import type { AdminRequestDialogImagesMutation } from './__generated__/AdminRequestDialogImagesMutation.graphql';
import type { AdminRequestDialogQuery } from './__generated__/AdminRequestDialogQuery.graphql';
import type { AdminRequestDialogUpdateMutation } from './__generated__/AdminRequestDialogUpdateMutation.graphql';

/**
 * docs/specification.md section 2, the admin's create pickup request and edit request (Admin Edit) in one
 * dialog. Whose request it is: a returner company and one of its users (changing the company
 * resets the user) and the transport company (when creating, and while the pickup is scheduled,
 * docs/specification.md section 4); then the returner's fields and rules. A created request is submitted at
 * once; each change of an edit is written to the event history.
 */
export function AdminRequestDialog({
  open,
  onClose,
  request,
}: {
  open: boolean;
  onClose: () => void;
  /** The request to edit; without one the dialog creates a request. */
  request?: AdminRequestDialog_request$key;
}) {
  const data = useFragment(
    graphql`
      fragment AdminRequestDialog_request on PickupRequest {
        id
        referenceNumberFormatted
        status
        returnerCompanyId
        returnerCompanyName
        userId
        assignedTransportCompanyId
        assignedTransportCompanyName
        ...PickupRequestFields_request @relay(mask: false)
      }
    `,
    request ?? null,
  );
  const { t } = useTranslation();
  return (
    <LargeDialog
      open={open}
      onClose={onClose}
      title={
        data
          ? t('operations.request.editTitle', { reference: data.referenceNumberFormatted })
          : t('operations.request.createTitle')
      }
    >
      {open ? (
        <Suspense fallback={<p>{t('common.loading')}</p>}>
          <RequestForm request={data ?? null} onClose={onClose} />
        </Suspense>
      ) : null}
    </LargeDialog>
  );
}

function RequestForm({ request, onClose }: { request: AdminRequestDialog_request$data | null; onClose: () => void }) {
  const data = useLazyLoadQuery<AdminRequestDialogQuery>(
    graphql`
      query AdminRequestDialogQuery {
        config {
          ...AddressPicker_config
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const [create, creating] = usePromiseMutation<AdminRequestDialogCreateMutation>(graphql`
    mutation AdminRequestDialogCreateMutation($input: AdminCreatePickupRequestInput!) {
      adminCreatePickupRequest(input: $input) {
        __typename
        ...ValidationErrorFields @relay(mask: false)
        ... on PickupRequestPayload {
          pickupRequest {
            referenceNumberFormatted
            ...OperationsCard_request
          }
        }
      }
    }
  `);
  const [update, updating] = usePromiseMutation<AdminRequestDialogUpdateMutation>(graphql`
    mutation AdminRequestDialogUpdateMutation($input: AdminUpdatePickupRequestInput!) {
      adminUpdatePickupRequest(input: $input) {
        __typename
        ...ValidationErrorFields @relay(mask: false)
        ... on PickupRequestPayload {
          pickupRequest {
            ...OperationsCard_request
            ...AdminRequestDialog_request
          }
        }
      }
    }
  `);
  const [addImages, adding] = usePromiseMutation<AdminRequestDialogImagesMutation>(graphql`
    mutation AdminRequestDialogImagesMutation($input: AddPickupRequestImagesInput!) {
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
  const { t } = useTranslation();
  const [owner, setOwner] = useState<Owner>(() => ownerOf(request));
  const companyId = owner.company?.id ?? '';
  const transportCompanyId = owner.transportCompany?.id ?? '';
  const { userId } = owner;
  const [values, setValues] = useState(() => (request ? formValuesOf(request) : EMPTY_PICKUP_FORM));
  const [added, setAdded] = useState<File[]>([]);
  const [issues, setIssues] = useState<FormIssue[]>([]);
  const editsTransportCompany = !request || transportCompanyEditable(request.status);
  const saving = creating || updating || adding;

  /** The new request's reference, or null when the server refused it (its issues are shown). */
  async function createRequest(): Promise<string | null> {
    const { adminCreatePickupRequest: result } = await create(
      {
        input: {
          ...pickupInput(values),
          returnerCompanyId: companyId,
          userId,
          assignedTransportCompanyId: transportCompanyId || null,
          images: added.map(() => null),
        },
      },
      uploadablesAt('variables.input.images', added),
    );
    if (result.__typename === 'ValidationError') setIssues([...result.issues]);
    return result.__typename === 'PickupRequestPayload' ? result.pickupRequest.referenceNumberFormatted : null;
  }

  /** Whether the server took the changes (and the added photos). */
  async function updateRequest(id: string): Promise<boolean> {
    const { adminUpdatePickupRequest: result } = await update({
      input: {
        id,
        ...pickupInput(values),
        returnerCompanyId: companyId || null,
        userId: userId || null,
        ...(editsTransportCompany ? { assignedTransportCompanyId: transportCompanyId || null } : {}),
      },
    });
    if (result.__typename === 'ValidationError') {
      setIssues([...result.issues]);
      return false;
    }
    if (added.length)
      await addImages(
        { input: { pickupRequestId: id, images: added.map(() => null) } },
        uploadablesAt('variables.input.images', added),
      );
    return true;
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const found = [
      ...(request || companyId
        ? []
        : [{ field: 'returnerCompanyId', message: t('operations.request.returnerCompanyRequired') }]),
      ...(request || userId ? [] : [{ field: 'userId', message: t('operations.request.userRequired') }]),
      ...checkPickupForm(values, { existing: request?.images.length ?? 0, added: added.length, creating: !request }),
    ];
    setIssues(found);
    if (found.length) return;
    try {
      if (request) {
        if (!(await updateRequest(request.id))) return;
        toast({ title: t('operations.request.updated') });
      } else {
        const reference = await createRequest();
        if (!reference) return;
        toast({ title: t('operations.request.created', { reference }) });
      }
      onClose();
    } catch (error) {
      toast({
        title: t('common.error'),
        description: errorMessage(
          error,
          request ? t('operations.request.updateFailed') : t('operations.request.createFailed'),
        ),
        variant: 'destructive',
      });
    }
  }

  const issueOf = (field: string) => issues.find((issue) => issue.field === field)?.message;
  return (
    <form noValidate onSubmit={save} className="space-y-4">
      <FormErrors issues={issues} />
      <OwnerFields
        value={owner}
        onChange={setOwner}
        showTransportCompany={editsTransportCompany}
        errors={{ returnerCompanyId: issueOf('returnerCompanyId'), userId: issueOf('userId') }}
        noneLabels={
          request ? { company: t('operations.owner.noReturnerCompany'), user: t('operations.owner.noUser') } : undefined
        }
      />
      <PickupRequestFields
        config={data.config}
        values={values}
        onChange={setValues}
        photos={
          request ? { stored: request.images, added, onAddedChange: setAdded } : { added, onAddedChange: setAdded }
        }
        issues={issues}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <CancelButton onClick={onClose} disabled={saving} />
        <Button type="submit" disabled={saving}>
          {request
            ? saving
              ? t('common.saving')
              : t('operations.request.saveChanges')
            : saving
              ? t('operations.request.creating')
              : t('operations.request.create')}
        </Button>
      </div>
    </form>
  );
}

/** Whose a stored request is, as the owner fields show it (nobody's for a new request). */
function ownerOf(request: AdminRequestDialog_request$data | null): Owner {
  const item = (typename: string, databaseId: number | null | undefined, label: string | null | undefined) =>
    databaseId == null ? null : { id: toGlobalId(typename, databaseId), databaseId, label: label ?? '' };
  return {
    company: item('ReturnerCompany', request?.returnerCompanyId, request?.returnerCompanyName),
    userId: request?.userId == null ? '' : toGlobalId('User', request.userId),
    transportCompany: item(
      'TransportCompany',
      request?.assignedTransportCompanyId,
      request?.assignedTransportCompanyName,
    ),
  };
}
