import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay/hooks';
import { Button } from '../components/Button';
import { formatDateTime } from '../format';
import { useReviewCollectionExtrasMutation } from '../mutations/ReviewCollectionExtrasMutation';
import { errorMessage } from '../relay/errors';
import { errorToast, useToast } from '../toast/ToastProvider';
import { useViewer } from '../viewer/ViewerProvider';
import type {
  CollectionSummary_request$data,
  CollectionSummary_request$key,
} from './__generated__/CollectionSummary_request.graphql';
import { useMoney } from './useMoney';

/**
 * The proof of collection of a request: who collected, when, what was found per drum
 * line and how it differs from what was declared; the credit for those who may see money.
 */
export function CollectionSummary({ request }: { request: CollectionSummary_request$key }) {
  const data = useFragment(
    graphql`
      fragment CollectionSummary_request on PickupRequest {
        id
        collection {
          extraDrums
          extrasToReview
          extrasReview
          collectedAt
          collectorName
          creditCents
          differsFromDeclared
          lines {
            drumLineId
            drumSpec {
              name
              drumTypeName
            }
            declaredQuantity
            full
            minorDamage
            scrap
            missing
            extra
            creditCents
          }
          photos {
            databaseId
            url
            thumbnailUrl
            filename
          }
        }
      }
    `,
    request,
  );
  const collection = data.collection;
  // A request not collected has nothing here, and asks for no currency.
  if (!collection) return null;
  return (
    <Suspense fallback={null}>
      <Proof collection={collection} requestId={data.id} />
    </Suspense>
  );
}

type Collection = NonNullable<CollectionSummary_request$data['collection']>;

function Proof({ collection, requestId }: { collection: Collection; requestId: string }) {
  const money = useMoney();
  const { t } = useTranslation();
  const collectedAt = formatDateTime(collection.collectedAt);
  return (
    <section aria-label={t('buyback.proof.title')} className="rounded-xl bg-white p-4 dark:bg-slate-900">
      <h3 className="mb-1 font-semibold">{t('buyback.proof.title')}</h3>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {collection.collectorName
          ? t('buyback.proof.collectedBy', { when: collectedAt, name: collection.collectorName })
          : t('buyback.proof.collected', { when: collectedAt })}
      </p>
      <p className="mt-1 text-sm font-medium">
        {collection.differsFromDeclared ? t('buyback.proof.differs') : t('buyback.proof.asDeclared')}
      </p>
      <ul className="mt-2 space-y-2">
        {collection.lines.map((line) => (
          <li key={line.drumLineId} className="text-sm">
            <p className="font-medium">
              {t('buyback.proof.declared', {
                spec: line.drumSpec.name,
                type: line.drumSpec.drumTypeName,
                drums: String(line.declaredQuantity),
              })}
            </p>
            <p className="text-slate-600 dark:text-slate-300">
              {[
                t('buyback.condition.full', { drums: String(line.full) }),
                line.minorDamage ? t('buyback.condition.minorDamage', { drums: String(line.minorDamage) }) : null,
                line.scrap ? t('buyback.condition.scrap', { drums: String(line.scrap) }) : null,
                line.missing ? t('buyback.condition.missing', { drums: String(line.missing) }) : null,
                line.extra ? t('buyback.condition.extra', { drums: String(line.extra) }) : null,
              ]
                .filter(Boolean)
                .join(', ')}
              {/* A line's own figure counts every drum found: shown where that is what is credited. */}
              {line.creditCents !== null &&
              line.creditCents !== undefined &&
              (!line.extra || collection.extrasReview === 'ACCEPTED')
                ? ` · ${money(line.creditCents)}`
                : ''}
            </p>
          </li>
        ))}
      </ul>
      {collection.photos.length ? (
        <ul aria-label={t('buyback.proof.photos')} className="mt-3 grid grid-cols-3 gap-2">
          {collection.photos.map((photo) => (
            <li key={photo.databaseId}>
              <a
                href={photo.url}
                target="_blank"
                rel="noreferrer"
                className="block aspect-square overflow-hidden rounded-lg border border-slate-200 dark:border-slate-700"
              >
                <img src={photo.thumbnailUrl} alt={photo.filename} loading="lazy" className="size-full object-cover" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <Extras collection={collection} requestId={requestId} />
      {collection.creditCents !== null && collection.creditCents !== undefined ? (
        <p className="mt-3 font-semibold">{t('buyback.credit', { amount: money(collection.creditCents) })}</p>
      ) : null}
    </section>
  );
}

/**
 * Drums found beyond the declared quantity: how they stand, and for an admin while they wait,
 * Accept (every drum found is credited) or Refuse (the declared drums only).
 */
function Extras({ collection, requestId }: { collection: Collection; requestId: string }) {
  const viewer = useViewer();
  const toast = useToast();
  const [review, reviewing] = useReviewCollectionExtrasMutation();
  const { t } = useTranslation();
  if (!collection.extraDrums) return null;
  const state =
    collection.extrasReview === 'ACCEPTED'
      ? t('buyback.extras.accepted', { count: collection.extraDrums })
      : collection.extrasReview === 'REFUSED'
        ? t('buyback.extras.refused', { count: collection.extraDrums })
        : t('buyback.extras.waiting', { count: collection.extrasToReview });

  async function decide(accept: boolean) {
    try {
      await review({ input: { pickupRequestId: requestId, accept } });
      toast({ title: accept ? t('buyback.extras.acceptedToast') : t('buyback.extras.refusedToast') });
    } catch (error) {
      toast(errorToast(t('buyback.extras.notSaved'), errorMessage(error, t('buyback.tryAgain'))));
    }
  }

  return (
    <div className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
      <p>{state}</p>
      {viewer?.role === 'admin' && collection.extrasToReview > 0 ? (
        <div className="mt-2 flex flex-wrap gap-2">
          <Button onClick={() => decide(true)} disabled={reviewing}>
            {t('buyback.extras.accept')}
          </Button>
          <Button variant="secondary" onClick={() => decide(false)} disabled={reviewing}>
            {t('buyback.extras.refuse')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
