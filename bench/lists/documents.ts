// The list requests the lists benchmark sends to both servers (ours and the raw baseline), so
// both answer exactly the same question.

/** What a returner's My Returns card shows, 50 at a time. */
export const MY_RETURNS = `query BenchMyReturns($first: Int!, $after: String) {
  pickupRequests(first: $first, after: $after) {
    pageInfo { hasNextPage endCursor }
    edges { node {
      id databaseId referenceNumberFormatted status statusLabel address zoneName totalDrums drumType
      createdAt confirmedAt scheduledPickupDate collectedAt viewerCanEdit viewerCanDelete viewerCanSubmit
      drums { quantity drumSpecName }
      images { id thumbnailUrl filename }
    } }
  }
}`;

/** What the admin's pickup list shows, 50 at a time. */
export const ADMIN_PICKUPS = `query BenchAdminPickups($first: Int!, $after: String) {
  pickupRequests(first: $first, after: $after) {
    pageInfo { hasNextPage endCursor }
    edges { node {
      id databaseId referenceNumberFormatted status statusLabel address zoneName totalDrums drumType
      returnerCompanyName userName assignedTransportCompanyName
      createdAt confirmedAt scheduledPickupDate collectedAt
      drums { quantity drumSpecName }
    } }
  }
}`;

export const graphqlBody = (query: string, first: number) => JSON.stringify({ query, variables: { first } });
