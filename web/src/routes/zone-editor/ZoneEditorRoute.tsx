import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useTranslation } from 'react-i18next';
import { type BlockerFunction, useBlocker, useNavigate, useParams } from 'react-router';
import { validate } from '../../../../domain/validation/common';
import { ZoneSchema } from '../../../../domain/validation/masterData';
import { boundaryCrossesItself, type LatLng, ZONE_MAX_POINTS, ZONE_MIN_POINTS } from '../../../../domain/zones';
import { Button, CancelButton, TextLink } from '../../components/Button';
import { Card } from '../../components/Card';
import { Dialog } from '../../components/Dialog';
import { Field, focusFirstInvalid } from '../../components/Field';
import { ArrowLeftIcon } from '../../components/icons';
import { Notice } from '../../components/Notice';
import { PageSpinner } from '../../components/Spinner';
import { PortalHeader } from '../../layout/PortalHeader';
import { useTitleOverride } from '../../layout/pageTitle';
import { ADMIN_CONNECTIONS } from '../../mutations/adminConnections';
import { useCreateZoneMutation } from '../../mutations/CreateZoneMutation';
import { useUpdateZoneMutation } from '../../mutations/UpdateZoneMutation';
import { errorMessage } from '../../relay/errors';
import { inLanguage } from '../../i18n';
import { routeQueryLoader, useRouteQuery } from '../../relay/routeQuery';
import { toGlobalId } from '../../relay/globalId';
import { fieldErrors } from '../../relay/usePromiseMutation';
import { errorToast, useToast } from '../../toast/ToastProvider';
import type { ZoneEditorRouteQuery, ZoneEditorRouteQuery$data } from './__generated__/ZoneEditorRouteQuery.graphql';

const ZoneMap = lazy(() => import('./ZoneMap'));

const query = graphql`
  query ZoneEditorRouteQuery($id: ID!, $editing: Boolean!) {
    config {
      mapTileUrl
    }
    zone: node(id: $id) @include(if: $editing) {
      id
      ... on Zone {
        databaseId
        zoneNumber
        name
        boundary {
          lat
          lng
        }
      }
    }
    # Zones come by zone number: the last holds the highest, which a new zone follows.
    highest: zones(last: 1) {
      edges {
        node {
          zoneNumber
        }
      }
    }
  }
`;

export const loader = routeQueryLoader<ZoneEditorRouteQuery>(query, ({ params }) => {
  const editing = /^\d{1,10}$/.test(params.id ?? '');
  return { id: toGlobalId('Zone', editing ? (params.id ?? 0) : 0), editing };
});

/** Where the editor returns to: the admin panel's Zones tab. */
const BACK = '/admin?department=admin&tab=zones';

/** /admin/zones/{id}/edit, and /admin/zones/new/edit for a new zone (docs/specification.md section 2, Zone editor). */
export function Component() {
  const { id = 'new' } = useParams();
  const { t } = useTranslation();
  return (
    <>
      <PortalHeader title={t('masterData.portalTitle')} />
      <main id="main" className="mx-auto max-w-6xl px-4 py-6">
        <TextLink to={BACK} className="inline-flex items-center gap-1 text-sm">
          <ArrowLeftIcon className="size-4" />
          {t('masterData.backToAdmin')}
        </TextLink>
        <Suspense fallback={<PageSpinner />}>
          <ZoneEditor key={id} zoneId={id === 'new' ? null : Number(id)} />
        </Suspense>
      </main>
    </>
  );
}

type Zone = NonNullable<ZoneEditorRouteQuery$data['zone']>;

function ZoneEditor({ zoneId }: { zoneId: number | null }) {
  const data = usePreloadedQuery<ZoneEditorRouteQuery>(query, useRouteQuery<ZoneEditorRouteQuery>());
  const zone = zoneId === null || data.zone?.databaseId !== zoneId ? null : data.zone;
  const { t } = useTranslation();
  if (zoneId !== null && !zone) {
    return (
      <Card className="mt-4">
        <h1 className="text-xl font-bold">{t('masterData.zoneEditor.notFound')}</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          {t('masterData.zoneEditor.noZone', { id: String(zoneId) })}
        </p>
      </Card>
    );
  }
  const nextNumber = (data.highest.edges[0]?.node.zoneNumber ?? 0) + 1;
  return <ZoneForm zone={zone} tileUrl={data.config.mapTileUrl} defaultNumber={zoneId === null ? nextNumber : 1} />;
}

function ZoneForm({ zone, tileUrl, defaultNumber }: { zone: Zone | null; tileUrl: string; defaultNumber: number }) {
  const initial = useRef({
    zoneNumber: String(zone?.zoneNumber ?? defaultNumber),
    name: zone?.name ?? '',
    points: (zone?.boundary ?? []).map((p) => ({ lat: p.lat, lng: p.lng })),
  });
  const [zoneNumber, setZoneNumber] = useState(initial.current.zoneNumber);
  const [name, setName] = useState(initial.current.name);
  const [points, setPoints] = useState<LatLng[]>(initial.current.points);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [create, creating] = useCreateZoneMutation();
  const [update, updating] = useUpdateZoneMutation();
  const toast = useToast();
  const navigate = useNavigate();
  const leaving = useRef(false);
  const { t } = useTranslation();

  const dirty =
    zoneNumber !== initial.current.zoneNumber ||
    name !== initial.current.name ||
    JSON.stringify(points) !== JSON.stringify(initial.current.points);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }: Parameters<BlockerFunction>[0]) =>
      !leaving.current && dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // A boundary error goes with the next change of the points (the fields clear theirs on edit).
  useEffect(() => setErrors(({ boundary: _fixed, ...others }) => others), [points]);

  const atMax = points.length >= ZONE_MAX_POINTS;
  const addPoint = (point: LatLng) =>
    setPoints((current) => (current.length >= ZONE_MAX_POINTS ? current : [...current, point]));
  const movePoint = (index: number, point: LatLng) =>
    setPoints((current) => current.map((p, i) => (i === index ? point : p)));

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    // A zone is saved with its polygon or not at all (4 to 20 points).
    const input = { zoneNumber: zoneNumber.trim() === '' ? null : Number(zoneNumber), name, boundary: points };
    const failure = zone ? t('masterData.zoneEditor.updateFailed') : t('masterData.zoneEditor.createFailed');
    const checked = validate(ZoneSchema, { ...input, zoneNumber: zoneNumber.trim() === '' ? undefined : zoneNumber });
    if (!checked.ok) {
      setErrors(fieldErrors(checked.issues));
      focusFirstInvalid(form);
      return toast(errorToast(failure, inLanguage(checked.issues[0].message)));
    }
    setErrors({});
    try {
      const values = { zoneNumber: checked.data.zoneNumber, name: checked.data.name, boundary: checked.data.boundary };
      const result = zone
        ? (await update({ input: { id: zone.id, ...values } })).updateZone
        : (await create({ input: values, connections: [ADMIN_CONNECTIONS.zones] })).createZone;
      if (result.__typename === 'ValidationError') {
        setErrors(fieldErrors(result.issues));
        focusFirstInvalid(form);
        return toast(errorToast(failure, result.issues[0]?.message ?? result.message));
      }
      if (result.__typename !== 'ZonePayload') return;
      const moved = result.reassignedRequestCount;
      toast({
        title: zone ? t('masterData.zoneEditor.updated') : t('masterData.zoneEditor.created'),
        description:
          moved > 0 ? t('masterData.zoneEditor.reassigned', { count: moved, shown: String(moved) }) : undefined,
      });
      leaving.current = true;
      navigate(BACK);
    } catch (error) {
      toast(errorToast(failure, errorMessage(error, failure)));
    }
  }

  return (
    <form noValidate onSubmit={save} className="mt-2 space-y-4">
      <ZoneTitle name={zone?.name ?? null} />
      <h1 className="text-2xl font-bold">
        {zone
          ? t('masterData.zoneEditor.editTitle', { number: String(zone.zoneNumber), name: zone.name })
          : t('masterData.addZone')}
      </h1>
      <Card className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
          <Field
            label={t('masterData.zoneEditor.zoneNumber')}
            type="number"
            min={1}
            step={1}
            value={zoneNumber}
            error={errors.zoneNumber}
            onChange={(e) => setZoneNumber(e.target.value)}
          />
          <Field
            label={t('masterData.name')}
            value={name}
            error={errors.name}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
      </Card>
      <Card className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div>
            <h2 className="text-lg font-semibold">{t('masterData.zoneEditor.boundary')}</h2>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {t('masterData.zoneEditor.howTo', { min: String(ZONE_MIN_POINTS), max: String(ZONE_MAX_POINTS) })}
            </p>
          </div>
          <div className="flex gap-2">
            <Button variant="secondary" disabled={points.length === 0} onClick={() => setPoints((p) => p.slice(0, -1))}>
              {t('masterData.zoneEditor.removeLast')}
            </Button>
            <Button variant="secondary" disabled={points.length === 0} onClick={() => setPoints([])}>
              {t('masterData.zoneEditor.clearAll')}
            </Button>
          </div>
        </div>
        <Suspense
          fallback={
            <div
              style={{ height: 400 }}
              className="flex items-center justify-center rounded-lg bg-slate-100 dark:bg-slate-800"
            >
              <PageSpinner />
            </div>
          }
        >
          <ZoneMap tileUrl={tileUrl} points={points} onAdd={addPoint} onMove={movePoint} />
        </Suspense>
        <div aria-live="polite">
          {atMax ? (
            <Notice tone="warning">{t('masterData.zoneEditor.atMax', { max: String(ZONE_MAX_POINTS) })}</Notice>
          ) : points.length >= ZONE_MIN_POINTS && boundaryCrossesItself(points) ? (
            <Notice tone="warning">{t('masterData.zoneEditor.crosses')}</Notice>
          ) : points.length >= ZONE_MIN_POINTS ? (
            <Notice tone="success">{t('masterData.zoneEditor.valid', { points: String(points.length) })}</Notice>
          ) : (
            <Notice tone="info">
              {points.length === 0
                ? t('masterData.zoneEditor.addAtLeast', { min: String(ZONE_MIN_POINTS) })
                : t('masterData.zoneEditor.tooFew', { points: String(points.length), min: String(ZONE_MIN_POINTS) })}
            </Notice>
          )}
          {errors.boundary ? <p className="mt-2 text-sm text-red-600 dark:text-red-400">{errors.boundary}</p> : null}
        </div>
        {points.length > 0 ? (
          <ol className="grid gap-1 text-sm sm:grid-cols-2" aria-label={t('masterData.zoneEditor.points')}>
            {points.map((point, index) => (
              <li key={index} className="rounded-md bg-slate-50 px-2 py-1 font-mono dark:bg-slate-800">
                {index + 1}. {point.lat.toFixed(6)}, {point.lng.toFixed(6)}
              </li>
            ))}
          </ol>
        ) : null}
      </Card>
      <div className="flex justify-end gap-2">
        <CancelButton onClick={() => navigate(BACK)} />
        <Button type="submit" disabled={creating || updating}>
          {creating || updating ? t('common.saving') : t('masterData.zoneEditor.save')}
        </Button>
      </div>
      <Dialog
        open={blocker.state === 'blocked'}
        onClose={() => blocker.reset?.()}
        title={t('masterData.zoneEditor.unsavedTitle')}
        actions={
          <>
            <Button variant="secondary" onClick={() => blocker.reset?.()}>
              {t('masterData.zoneEditor.stay')}
            </Button>
            <Button variant="danger" onClick={() => blocker.proceed?.()}>
              {t('masterData.zoneEditor.leave')}
            </Button>
          </>
        }
      >
        {t('masterData.zoneEditor.unsaved')}
      </Dialog>
    </form>
  );
}

/** The browser tab names the zone (the new and edit pages both read 'Zone Editor'). */
function ZoneTitle({ name }: { name: string | null }) {
  const { t } = useTranslation();
  useTitleOverride(
    name === null ? t('masterData.zoneEditor.newTitle') : t('masterData.zoneEditor.editPageTitle', { name }),
  );
  return null;
}
