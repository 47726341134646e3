import { type FormEvent, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/Button';
import { Notice } from '../../components/Notice';
import { Page, PageHeader } from '../../components/PageHeader';
import { useCreatePickupRequestMutation } from '../../mutations/CreatePickupRequestMutation';
import { uploadablesAt } from '../../relay/environment';
import { errorMessage } from '../../relay/errors';
import { routeQueryLoader, useRouteQuery } from '../../relay/routeQuery';
import { checkPickupForm, EMPTY_PICKUP_FORM, type FormIssue, pickupInput, useFormIssues } from '../../pickups/form';
import { FormErrors, PickupRequestFields, SAVE_BLOCKED_ID, SaveBlockedReason } from '../../pickups/PickupRequestFields';
import { MY_RETURNS } from '../../pickups/returnsLists';
import { UnsavedChangesGuard } from '../../pickups/UnsavedChanges';
import { newRequestIsDirty } from '../../pickups/leaveGuard';
import { useToast } from '../../toast/ToastProvider';
import type { PickupRequestRouteQuery } from './__generated__/PickupRequestRouteQuery.graphql';

const query = graphql`
  query PickupRequestRouteQuery {
    config {
      ...AddressPicker_config
    }
  }
`;

export const loader = routeQueryLoader<PickupRequestRouteQuery>(query);

/** Create Pickup Request (docs/specification.md section 2): saved as a draft, finalized later from My Returns. */
export function Component() {
  const data = usePreloadedQuery<PickupRequestRouteQuery>(query, useRouteQuery<PickupRequestRouteQuery>());
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useTranslation();
  const [values, setValues] = useState(EMPTY_PICKUP_FORM);
  const [images, setImages] = useState<File[]>([]);
  const check = () => checkPickupForm(values, { existing: 0, added: images.length, creating: true });
  const [issues, setIssues] = useFormIssues(check, [values, images]);
  const [create, creating] = useCreatePickupRequestMutation();
  const errorsRef = useRef<HTMLDivElement>(null);

  const dirty = newRequestIsDirty(values, images.length);
  const state = useRef({ dirty, saved: false });
  state.current.dirty = dirty;
  const shouldBlock = useCallback(() => state.current.dirty && !state.current.saved, []);

  const showIssues = (found: FormIssue[]) => {
    setIssues(found);
    requestAnimationFrame(() => errorsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' }));
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    const found = check();
    if (found.length) return showIssues(found);
    setIssues([]);
    try {
      const { createPickupRequest: result } = await create(
        { input: { ...pickupInput(values), images: images.map(() => null) }, connections: [MY_RETURNS.connectionId] },
        uploadablesAt('variables.input.images', images),
      );
      if (result.__typename === 'ValidationError') {
        showIssues([...result.issues]);
        toast({
          title: t('common.error'),
          description: result.message || t('pickups.form.createFailed'),
          variant: 'destructive',
        });
      } else if (result.__typename === 'PickupRequestPayload') {
        state.current.saved = true;
        toast({ title: t('pickups.form.saved'), description: t('pickups.form.savedDescription') });
        navigate(`/returns?scrollTo=${result.pickupRequest.databaseId}`);
      }
    } catch (error) {
      toast({
        title: t('common.error'),
        description: errorMessage(error, t('pickups.form.createFailed')),
        variant: 'destructive',
      });
    }
  }

  return (
    <Page>
      <PageHeader title={t('pickups.form.title')} subtitle={t('pickups.form.subtitle')} />
      <form noValidate onSubmit={save} className="space-y-4">
        <div ref={errorsRef}>
          <FormErrors issues={issues} />
        </div>
        <PickupRequestFields
          config={data.config}
          values={values}
          onChange={setValues}
          photos={{ added: images, onAddedChange: setImages }}
          issues={issues}
        />
        <Notice>
          {t('pickups.form.draftNoticeBefore')}{' '}
          <Link to="/returns" className="inline-flex min-h-11 items-center font-semibold underline">
            {t('pickups.form.draftNoticeLink')}
          </Link>{' '}
          {t('pickups.form.draftNoticeAfter')}
        </Notice>
        <div className="flex flex-wrap items-center justify-end gap-2">
          <SaveBlockedReason photos={images.length} />
          <Button variant="secondary" onClick={() => navigate('/returns')} disabled={creating}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            disabled={creating || images.length === 0}
            aria-describedby={images.length === 0 ? SAVE_BLOCKED_ID : undefined}
          >
            {creating ? t('pickups.form.submitting') : t('pickups.form.save')}
          </Button>
        </div>
      </form>
      <UnsavedChangesGuard shouldBlock={shouldBlock} />
    </Page>
  );
}
