import { Suspense } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { formatDateTime } from '../../../domain/dates';
import type {
  CollectionSummary_request$data,
  CollectionSummary_request$key,
} from './__generated__/CollectionSummary_request.graphql';
import { useMoney } from './useMoney';

/**
 * The proof of collection of a request (issue 37): who collected, when, what was found per drum
 * line and how it differs from what was declared; the credit for those who may see money.
 */
export function CollectionSummary({ request }: { request: CollectionSummary_request$key }) {
  const data = useFragment(
    graphql`
      fragment CollectionSummary_request on PickupRequest {
        collection {
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
      <Proof collection={collection} />
    </Suspense>
  );
}

type Collection = NonNullable<CollectionSummary_request$data['collection']>;

function Proof({ collection }: { collection: Collection }) {
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
              {line.creditCents !== null && line.creditCents !== undefined ? ` · ${money(line.creditCents)}` : ''}
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
      {collection.creditCents !== null && collection.creditCents !== undefined ? (
        <p className="mt-3 font-semibold">Credit: {money(collection.creditCents)}</p>
      ) : null}
    </section>
  );
}
