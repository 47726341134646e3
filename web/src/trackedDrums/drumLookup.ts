// A drum looked up by its number (Query.trackedDrum): what the booking form needs to put it on the
// right line and site. The server answers null alike for a number the pool does not know and for
// a drum the viewer may not see, so null means "not one of yours" here.
import { fetchQuery, graphql, type Environment } from 'relay-runtime';
import type { drumLookupQuery, drumLookupQuery$data } from './__generated__/drumLookupQuery.graphql';

const query = graphql`
  query drumLookupQuery($number: String!) {
    trackedDrum(number: $number) {
      ...drumLookup_drum @relay(mask: false)
    }
  }
`;

/** What the booking form knows of a drum, looked up online or among the drums kept for offline. */
graphql`
  fragment drumLookup_drum on Drum {
    id
    number
    status
    drumSpec {
      id
      databaseId
      name
      drumType {
        name
      }
    }
    site {
      address
      latitude
      longitude
    }
    pickupRequest {
      databaseId
      referenceNumberFormatted
    }
  }
`;

export type LookedUpDrum = NonNullable<drumLookupQuery$data['trackedDrum']>;

/** One drum by number; null when it is none of the viewer's. Rejects on a network fault. */
export async function lookUpDrum(environment: Environment, number: string): Promise<LookedUpDrum | null> {
  const data = await fetchQuery<drumLookupQuery>(
    environment,
    query,
    { number },
    { fetchPolicy: 'store-or-network' },
  ).toPromise();
  return data?.trackedDrum ?? null;
}

/** A few at a time: a selection of a hundred drums should not open a hundred requests at once. */
const AT_ONCE = 4;

/**
 * Several drums by number, in the order given (null for each that is none of the viewer's);
 * `lookUp` finds one (the booking form's also looks among the drums kept for offline).
 */
export async function lookUpDrums(environment: Environment, numbers: readonly string[], lookUp = lookUpDrum) {
  const found: (LookedUpDrum | null)[] = new Array(numbers.length).fill(null);
  let next = 0;
  const worker = async () => {
    while (next < numbers.length) {
      const index = next++;
      found[index] = await lookUp(environment, numbers[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, numbers.length) }, worker));
  return found;
}
