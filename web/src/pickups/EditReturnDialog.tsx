import { useMemo, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Button } from '../components/Button';
import { Dialog } from '../components/Dialog';
import { useAddPickupRequestImagesMutation } from '../mutations/AddPickupRequestImagesMutation';
import { useDeletePickupRequestImageMutation } from '../mutations/DeletePickupRequestImageMutation';
import { useUpdatePickupRequestMutation } from '../mutations/UpdatePickupRequestMutation';
import { uploadablesAt } from '../relay/environment';
import { errorMessage } from '../relay/errors';
import { useToast } from '../toast/ToastProvider';
import type { AddressPicker_config$key } from './__generated__/AddressPicker_config.graphql';
import type { DrumDetails_query$key } from './__generated__/DrumDetails_query.graphql';
import type { EditReturnDialog_request$key } from './__generated__/EditReturnDialog_request.graphql';
import { checkPickupForm, type FormIssue, type PickupFormValues, pickupInput, sameForm } from './form';
import { LargeDialog } from './LargeDialog';
import { FormErrors, PickupRequestFields } from './PickupRequestFields';
import type { StoredPhoto } from './PhotoUploader';

type Props = {
  request: EditReturnDialog_request$key;
  query: DrumDetails_query$key;
  config: AddressPicker_config$key;
  onClose: () => void;
};

/**
 * Edit Return: a draft's drums, photos, location and site information. Saving sends the fields,
 * then the new photos, then removes the dropped ones (in that order, so the request never has
 * none). Closing with changes asks 'Discard unsaved changes?'.
 */
export function EditReturnDialog({ request, query, config, onClose }: Props) {
  const data = useFragment(
    graphql`
      fragment EditReturnDialog_request on PickupRequest {
        id
        referenceNumberFormatted
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
  const initial = useMemo<PickupFormValues>(
    () => ({
      drums: data.drums.map((drum) => ({
        drumSpecId: btoa(`DrumSpec:${drum.drumSpecId}`),
        drumSpecDatabaseId: drum.drumSpecId,
        specName: drum.drumSpecName,
        typeName: drum.drumTypeName,
        quantity: drum.quantity,
      })),
      address: data.address,
      latitude: data.latitude === null ? '' : String(data.latitude),
      longitude: data.longitude === null ? '' : String(data.longitude),
      hasLoadingCapability: data.hasLoadingCapability,
      supportsForklift: data.supportsForklift,
      requiresCraneTruck: data.requiresCraneTruck,
      transporterComments: data.transporterComments ?? '',
    }),
    // Only the values the dialog opened with: a save must not reset what is being typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const [values, setValues] = useState(initial);
  const [added, setAdded] = useState<File[]>([]);
  const [removed, setRemoved] = useState<string[]>([]);
  const [issues, setIssues] = useState<FormIssue[]>([]);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [saving, setSaving] = useState(false);
  const [update] = useUpdatePickupRequestMutation();
  const [addImages] = useAddPickupRequestImagesMutation();
  const [deleteImage] = useDeletePickupRequestImageMutation();
  const toast = useToast();

  const kept: StoredPhoto[] = data.images.filter((image) => !removed.includes(image.id));
  const dirty = !sameForm(values, initial) || added.length > 0 || removed.length > 0;
  const close = () => (dirty ? setConfirmDiscard(true) : onClose());

  async function save() {
    const found = checkPickupForm(values, { existing: kept.length, added: added.length, creating: false });
    if (found.length) {
      setIssues(found);
      return;
    }
    setIssues([]);
    setSaving(true);
    try {
      const { updatePickupRequest: result } = await update({ input: { id: data.id, ...pickupInput(values) } });
      if (result.__typename === 'ValidationError') {
        setIssues([...result.issues]);
        toast({ title: 'Error', description: result.message || 'Failed to update pickup request', variant: 'destructive' });
        return;
      }
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'Failed to update pickup request'), variant: 'destructive' });
      return;
    } finally {
      setSaving(false);
    }
    setSaving(true);
    try {
      if (added.length) {
        try {
          const { addPickupRequestImages: result } = await addImages(
            { input: { pickupRequestId: data.id, images: added.map(() => null) } },
            uploadablesAt('variables.input.images', added),
          );
          if (result.__typename === 'ValidationError') {
            setIssues([...result.issues]);
            toast({ title: 'Error', description: result.issues[0]?.message ?? 'Failed to upload images', variant: 'destructive' });
            return;
          }
          setAdded([]);
        } catch (error) {
          toast({ title: 'Error', description: errorMessage(error, 'Failed to upload images'), variant: 'destructive' });
          return;
        }
      }
      for (const imageId of removed) {
        // spec.md section 8: an image delete failure is only logged.
        await deleteImage({ input: { id: imageId, pickupRequestId: data.id } }).catch((error: unknown) => console.error('Image delete failed', error));
      }
    } finally {
      setSaving(false);
    }
    toast({ title: 'Pickup request updated successfully', description: 'Your changes have been saved' });
    onClose();
  }

  return (
    <>
      <LargeDialog
        open
        onClose={close}
        title="Edit Return"
        actions={
          <>
            <Button variant="secondary" onClick={close} disabled={saving}>
              Cancel
            </Button>
            <Button onClick={save} disabled={saving}>
              {saving ? 'Saving...' : 'Save Changes'}
            </Button>
          </>
        }
      >
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">{data.referenceNumberFormatted}</p>
        <div className="space-y-4">
          <FormErrors issues={issues} />
          <PickupRequestFields
            query={query}
            config={config}
            values={values}
            onChange={setValues}
            photos={{
              stored: kept,
              onRemoveStored: (photo) => setRemoved((ids) => [...ids, photo.id]),
              added,
              onAddedChange: setAdded,
            }}
            issues={issues}
          />
        </div>
      </LargeDialog>
      <Dialog
        open={confirmDiscard}
        onClose={() => setConfirmDiscard(false)}
        title="Discard unsaved changes?"
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirmDiscard(false)}>
              Keep Editing
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                setConfirmDiscard(false);
                onClose();
              }}
            >
              Discard
            </Button>
          </>
        }
      >
        The changes you made to this return will be lost.
      </Dialog>
    </>
  );
}
