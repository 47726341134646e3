import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay/hooks';
import { useBlocker } from 'react-router';
import { Button, CancelButton } from '../components/Button';
import { Dialog } from '../components/Dialog';
import { useAddPickupRequestImagesMutation } from '../mutations/AddPickupRequestImagesMutation';
import { useDeletePickupRequestImageMutation } from '../mutations/DeletePickupRequestImageMutation';
import { useUpdatePickupRequestMutation } from '../mutations/UpdatePickupRequestMutation';
import { uploadablesAt } from '../relay/environment';
import { errorMessage } from '../relay/errors';
import { errorToast, useToast } from '../toast/ToastProvider';
import type { AddressPicker_config$key } from './__generated__/AddressPicker_config.graphql';
import type { EditReturnDialogRefetchQuery } from './__generated__/EditReturnDialogRefetchQuery.graphql';
import type { EditReturnDialog_request$key } from './__generated__/EditReturnDialog_request.graphql';
import { checkPickupForm, formValuesOf, type PickupFormValues, pickupInput, sameForm, useFormIssues } from './form';
import { LargeDialog } from '../components/LargeDialog';
import { FormErrors, PickupRequestFields, SAVE_BLOCKED_ID, SaveBlockedReason } from './PickupRequestFields';
import type { StoredPhoto } from './PhotoUploader';

// After a save failed part way: the request as stored (its card and this dialog).
const refetchQuery = graphql`
  query EditReturnDialogRefetchQuery($id: ID!) {
    pickupRequest(id: $id) {
      id
      ...ReturnCard_request
    }
  }
`;

type Props = {
  request: EditReturnDialog_request$key;
  config: AddressPicker_config$key;
  onClose: () => void;
};

/**
 * Edit Return: a draft's drums, photos, location and site information (see `save` for the
 * order of the steps). Closing with changes, or navigating away (browser or Android back),
 * asks 'Discard unsaved changes?'.
 */
export function EditReturnDialog({ request, config, onClose }: Props) {
  const data = useFragment(
    graphql`
      fragment EditReturnDialog_request on PickupRequest {
        id
        referenceNumberFormatted
        ...PickupRequestFields_request @relay(mask: false)
      }
    `,
    request,
  );
  // Only the values the dialog opened with: a save must not reset what is being typed.
  const [initial] = useState<PickupFormValues>(() => formValuesOf(data));
  const [values, setValues] = useState(initial);
  const [added, setAdded] = useState<File[]>([]);
  const [removed, setRemoved] = useState<string[]>([]);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [saving, setSaving] = useState(false);
  const [update] = useUpdatePickupRequestMutation();
  const [addImages] = useAddPickupRequestImagesMutation();
  const [deleteImage] = useDeletePickupRequestImageMutation();
  const toast = useToast();
  const { t } = useTranslation();
  const environment = useRelayEnvironment();

  // Ids of photos already gone from the request (a partial save removed them) drop out.
  const pending = removed.filter((id) => data.images.some((image) => image.id === id));
  const kept: StoredPhoto[] = data.images.filter((image) => !pending.includes(image.id));
  const dirty = !sameForm(values, initial) || added.length > 0 || pending.length > 0;
  const photos = kept.length + added.length;
  const check = () => checkPickupForm(values, { existing: kept.length, added: added.length, creating: false });
  const [issues, setIssues] = useFormIssues(check, [values, added, kept.length]);
  const close = () => (dirty ? setConfirmDiscard(true) : onClose());

  // Browser or Android back (any navigation) with changes asks 'Discard unsaved changes?' too.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !saving &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search ||
        currentLocation.hash !== nextLocation.hash),
  );
  // Leaving the app itself (back past its first page, closing or reloading the tab) gets the
  // browser's own warning.
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  const discardOpen = confirmDiscard || blocker.state === 'blocked';
  const keepEditing = () => {
    setConfirmDiscard(false);
    if (blocker.state === 'blocked') blocker.reset();
  };
  const discard = () => {
    setConfirmDiscard(false);
    if (blocker.state === 'blocked') blocker.proceed();
    onClose();
  };

  /** After a step failed part way: show the request as the server has it now. */
  const refetch = () =>
    new Promise<void>((resolve) => {
      fetchQuery<EditReturnDialogRefetchQuery>(
        environment,
        refetchQuery,
        { id: data.id },
        { fetchPolicy: 'network-only' },
      ).subscribe({
        complete: () => resolve(),
        error: () => resolve(),
      });
    });

  /** Deletes the dropped photos; false when one of them could not be deleted (only logged). */
  async function deleteRemoved(): Promise<boolean> {
    let ok = true;
    for (const imageId of pending) {
      try {
        const { deletePickupRequestImage: result } = await deleteImage({
          input: { id: imageId, pickupRequestId: data.id },
        });
        if (result.__typename === 'ValidationError') throw new Error(result.issues[0]?.message ?? result.message);
      } catch (error) {
        // docs/specification.md section 8: an image delete failure is only logged.
        console.error('Image delete failed', error);
        ok = false;
      }
    }
    return ok;
  }

  /** Uploads the new photos; false (with the reason shown) when the server refused them. */
  async function addNew(): Promise<boolean> {
    if (!added.length) return true;
    try {
      const { addPickupRequestImages: result } = await addImages(
        { input: { pickupRequestId: data.id, images: added.map(() => null) } },
        uploadablesAt('variables.input.images', added),
      );
      if (result.__typename === 'ValidationError') {
        setIssues([...result.issues]);
        toast(errorToast(t('common.error'), result.issues[0]?.message ?? t('pickups.edit.uploadFailed')));
        return false;
      }
      setAdded([]);
      return true;
    } catch (error) {
      toast(errorToast(t('common.error'), errorMessage(error, t('pickups.edit.uploadFailed'))));
      return false;
    }
  }

  /**
   * Photos first, fields last, so refused photos leave the fields unsaved (still shown as
   * changes). The final count is checked before anything is sent. Dropped photos go before
   * new ones are added (the server counts old plus new against the limit of 6), except when
   * every old photo is replaced: then the new ones go first, since a request keeps at least one.
   * After a failure part way the request is fetched again, so the dialog shows what is stored.
   */
  async function save() {
    const found = check();
    if (found.length) {
      setIssues(found);
      return;
    }
    setIssues([]);
    setSaving(true);
    try {
      // A photo that could not be deleted is only logged (docs/specification.md section 8); if it leaves no
      // room for the new ones, the upload is refused with the server's count message.
      let deleteFailed = false;
      const dropRemoved = async () => {
        if (!(await deleteRemoved())) deleteFailed = true;
      };
      if (kept.length > 0) await dropRemoved();
      if (!(await addNew())) {
        await refetch();
        return;
      }
      if (kept.length === 0) await dropRemoved();
      if (deleteFailed) await refetch();
      try {
        const { updatePickupRequest: result } = await update({ input: { id: data.id, ...pickupInput(values) } });
        if (result.__typename === 'ValidationError') {
          setIssues([...result.issues]);
          toast(errorToast(t('common.error'), result.message || t('pickups.edit.updateFailed')));
          return;
        }
      } catch (error) {
        toast(errorToast(t('common.error'), errorMessage(error, t('pickups.edit.updateFailed'))));
        await refetch();
        return;
      }
    } finally {
      setSaving(false);
    }
    toast({ title: t('pickups.edit.updated'), description: t('pickups.edit.updatedDescription') });
    onClose();
  }

  return (
    <>
      <LargeDialog
        open
        onClose={close}
        title={t('pickups.edit.title')}
        actions={
          <>
            <SaveBlockedReason photos={photos} />
            <CancelButton onClick={close} disabled={saving} />
            {/* Like the create form: a request keeps at least one photo. */}
            <Button
              onClick={save}
              disabled={saving || photos === 0}
              aria-describedby={photos === 0 ? SAVE_BLOCKED_ID : undefined}
            >
              {saving ? t('common.saving') : t('pickups.edit.saveChanges')}
            </Button>
          </>
        }
      >
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">{data.referenceNumberFormatted}</p>
        <div className="space-y-4">
          <FormErrors issues={issues} />
          <PickupRequestFields
            config={config}
            values={values}
            onChange={setValues}
            photos={{
              stored: kept,
              onRemoveStored: (photo) => setRemoved([...pending, photo.id]),
              added,
              onAddedChange: setAdded,
            }}
            issues={issues}
          />
        </div>
      </LargeDialog>
      <Dialog
        open={discardOpen}
        onClose={keepEditing}
        title={t('pickups.edit.discardTitle')}
        actions={
          <>
            <Button variant="secondary" onClick={keepEditing}>
              {t('pickups.edit.keepEditing')}
            </Button>
            <Button variant="danger" onClick={discard}>
              {t('pickups.edit.discard')}
            </Button>
          </>
        }
      >
        {t('pickups.edit.discardBody')}
      </Dialog>
    </>
  );
}
