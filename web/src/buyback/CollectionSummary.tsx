import { Suspense } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { formatDateTime } from '../../../domain/dates';
import { Button } from '../components/Button';
import { useReviewCollectionExtrasMutation } from '../mutations/ReviewCollectionExtrasMutation';
import { errorMessage } from '../relay/errors';
import { useToast } from '../toast/ToastProvider';
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
  return (
    <section aria-label="Proof of collection" className="rounded-xl bg-white p-4 dark:bg-slate-900">
      <h3 className="mb-1 font-semibold">Proof of collection</h3>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Collected {formatDateTime(collection.collectedAt)}
        {collection.collectorName ? ` by ${collection.collectorName}` : ''}
      </p>
      <p className="mt-1 text-sm font-medium">
        {collection.differsFromDeclared ? 'Differs from what was declared' : 'As declared'}
      </p>
      <ul className="mt-2 space-y-2">
        {collection.lines.map((line) => (
          <li key={line.drumLineId} className="text-sm">
            <p className="font-medium">
              {line.drumSpec.name} ({line.drumSpec.drumTypeName}): {line.declaredQuantity} declared
            </p>
            <p className="text-slate-600 dark:text-slate-300">
              {[
                `${line.full} full`,
                line.minorDamage ? `${line.minorDamage} minor damage` : null,
                line.scrap ? `${line.scrap} scrap` : null,
                line.missing ? `${line.missing} missing` : null,
                line.extra ? `${line.extra} more than declared` : null,
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
        <ul aria-label="Photos of damage" className="mt-3 grid grid-cols-3 gap-2">
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
        <p className="mt-3 font-semibold">Credit: {money(collection.creditCents)}</p>
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
  if (!collection.extraDrums) return null;
  const drums = (count: number) => `${count} ${count === 1 ? 'drum' : 'drums'}`;
  const state =
    collection.extrasReview === 'ACCEPTED'
      ? `${drums(collection.extraDrums)} beyond the declared quantity: accepted and credited`
      : collection.extrasReview === 'REFUSED'
        ? `${drums(collection.extraDrums)} beyond the declared quantity: refused, the declared drums are credited`
        : `${drums(collection.extrasToReview)} beyond the declared quantity wait for an admin's review; until then the declared drums are credited`;

  async function decide(accept: boolean) {
    try {
      await review({ input: { pickupRequestId: requestId, accept } });
      toast({ title: accept ? 'Extra drums accepted' : 'Extra drums refused' });
    } catch (error) {
      toast({
        title: 'Review not saved',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    }
  }

  return (
    <div className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
      <p>{state}</p>
      {viewer?.role === 'admin' && collection.extrasToReview > 0 ? (
        <div className="mt-2 flex flex-wrap gap-2">
          <Button onClick={() => decide(true)} disabled={reviewing}>
            Accept extra drums
          </Button>
          <Button variant="secondary" onClick={() => decide(false)} disabled={reviewing}>
            Refuse extra drums
          </Button>
        </div>
      ) : null}
    </div>
  );
}
