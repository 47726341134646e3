import { useEffect } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { Environment } from 'relay-runtime';
import { matchesListSearch, PICKER_PAGE_SIZE } from '../../../domain/listSearch';
import { drumNumberKey } from '../../../domain/validation/trackedDrums';
import type { PickerItem } from '../components/SearchPicker';
import { isNetworkError } from '../relay/errors';
import { type LookedUpDrum, lookUpDrum } from '../trackedDrums/drumLookup';
import type { offlineBookingDrumsQuery } from './__generated__/offlineBookingDrumsQuery.graphql';
import type { offlineBookingSpecsQuery } from './__generated__/offlineBookingSpecsQuery.graphql';
import type { offlineBookingFormQuery } from './__generated__/offlineBookingFormQuery.graphql';

// The booking form without coverage (docs/offline.md): it opens from the last answers the phone
// kept (relay/offlineAnswers.ts), its drum specification picker filters the kept specifications on
// the phone, and a drum number is found among the kept drums on the company's sites. Online,
// My Returns, Home and the form fetch these answers in passing, so the phone has them later.

/** The booking form's own query (the address picker's map and geocoder). */
export const bookingFormQuery = graphql`
  query offlineBookingFormQuery {
    config {
      ...AddressPicker_config
    }
  }
`;

// Every drum specification a returner may book, and the drums still on their sites, booked or not
// (a booked one is refused as online): page after page of the server's largest (domain/listPages.ts).
const specsQuery = graphql`
  query offlineBookingSpecsQuery($after: String) {
    drumSpecs(first: 100, after: $after) {
      edges {
        node {
          id
          databaseId
          name
          articleNumber
          drumType {
            name
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

const drumsQuery = graphql`
  query offlineBookingDrumsQuery($after: String) {
    drums(first: 100, after: $after, statuses: [ON_SITE, BOOKED]) {
      edges {
        node {
          ...drumLookup_drum @relay(mask: false)
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

/** At most this many pages of each (10,000 rows): a phone keeps what a booking may need. */
const MAX_PAGES = 100;

type Page<T> = { edges: readonly { node: T }[]; pageInfo: { hasNextPage: boolean; endCursor?: string | null } };

/** Every row of a list read a page at a time, each page asked with the cursor the one before gave. */
async function allRows<T>(page: (after: string | null) => Promise<Page<T> | undefined>): Promise<T[]> {
  const rows: T[] = [];
  let after: string | null = null;
  for (let count = 0; count < MAX_PAGES; count++) {
    const answer: Page<T> | undefined = await page(after);
    if (!answer) throw new Error('Nothing kept on this phone');
    rows.push(...answer.edges.map((edge) => edge.node));
    if (!answer.pageInfo.hasNextPage || !answer.pageInfo.endCursor) break;
    after = answer.pageInfo.endCursor;
  }
  return rows;
}

type FetchPolicy = 'network-only' | 'store-or-network';

const specsOf = (environment: Environment, fetchPolicy: FetchPolicy) =>
  allRows((after) =>
    fetchQuery<offlineBookingSpecsQuery>(environment, specsQuery, { after }, { fetchPolicy })
      .toPromise()
      .then((data) => data?.drumSpecs),
  );

const drumsOf = (environment: Environment, fetchPolicy: FetchPolicy) =>
  allRows((after) =>
    fetchQuery<offlineBookingDrumsQuery>(environment, drumsQuery, { after }, { fetchPolicy })
      .toPromise()
      .then((data) => data?.drums),
  );

/** How long what was fetched for the form stays fresh enough not to be fetched again. */
const REFRESH_MS = 10 * 60 * 1000;
let keptAt = 0;

/**
 * Online, once in a while: the booking form's answers fetched in passing (and so kept for a
 * returner who opens the form later without coverage). Nothing shows; a failure is tried next time.
 */
export function useKeepBookingFormForOffline(): void {
  const environment = useRelayEnvironment();
  useEffect(() => {
    if (!navigator.onLine || Date.now() - keptAt < REFRESH_MS) return;
    keptAt = Date.now();
    const fetchAll = () =>
      void Promise.all([
        fetchQuery<offlineBookingFormQuery>(environment, bookingFormQuery, {}).toPromise(),
        specsOf(environment, 'network-only'),
        drumsOf(environment, 'network-only'),
      ]).catch(() => {
        keptAt = 0;
      });
    // After the screen has shown: it never competes with the screen's own queries.
    const idle = 'requestIdleCallback' in window;
    const handle = idle ? window.requestIdleCallback(fetchAll, { timeout: 3_000 }) : window.setTimeout(fetchAll, 500);
    return () => (idle ? window.cancelIdleCallback(handle) : window.clearTimeout(handle));
  }, [environment]);
}

/** The kept drum specifications that the search keeps, as the server's picker would list them. */
async function searchKeptSpecs(environment: Environment, search: string): Promise<PickerItem[]> {
  const specs = await specsOf(environment, 'store-or-network');
  return specs
    .filter((spec) => matchesListSearch(search, [spec.name, spec.articleNumber]))
    .slice(0, PICKER_PAGE_SIZE)
    .map((spec) => ({ id: spec.id, databaseId: spec.databaseId, label: spec.name, detail: spec.drumType.name }));
}

/**
 * The drum specification picker's search: the server's as one types, and without a network the
 * kept specifications filtered on the phone.
 */
export function withKeptSpecs(
  environment: Environment,
  searchServer: (search: string) => Promise<readonly PickerItem[]>,
): (search: string) => Promise<readonly PickerItem[]> {
  return (search) =>
    navigator.onLine
      ? searchServer(search).catch((error: unknown) =>
          isNetworkError(error) ? searchKeptSpecs(environment, search) : Promise.reject(error),
        )
      : searchKeptSpecs(environment, search);
}

/**
 * A drum by number as the form looks it up; without a network, among the kept drums on the
 * company's sites (one not there is one the pool does not know, as far as the phone can tell: the
 * server has the last word when the booking is sent).
 */
export async function lookUpDrumOrKept(environment: Environment, number: string): Promise<LookedUpDrum | null> {
  try {
    return await lookUpDrum(environment, number);
  } catch (error) {
    if (!isNetworkError(error)) throw error;
    const key = drumNumberKey(number);
    const drums = await drumsOf(environment, 'store-or-network');
    return drums.find((drum) => drumNumberKey(drum.number) === key) ?? null;
  }
}
