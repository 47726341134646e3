// The admin dashboard's setup warnings (domain/setupWarnings.ts): for one record, for more, and the fix.
export const setupWarnings = {
  requestsWithoutZone: {
    one: '{count} open request lies in no zone: no transport company sees it',
    many: '{count} open requests lie in no zone: no transport company sees them',
    fix: 'Draw a zone around them',
  },
  zonesWithoutBoundary: {
    one: '{count} zone has no boundary: it takes no request',
    many: '{count} zones have no boundary: they take no request',
    fix: 'Draw the boundary',
  },
  zonesWithoutTransport: {
    one: '{count} zone is served by no transport company: its requests are never picked up',
    many: '{count} zones are served by no transport company: their requests are never picked up',
    fix: 'Assign a transport company',
  },
  transportCompaniesWithoutContacts: {
    one: '{count} transport company has no contact person: pickups cannot be scheduled with a driver',
    many: '{count} transport companies have no contact person: pickups cannot be scheduled with a driver',
    fix: 'Add a contact',
  },
  drumTypesWithoutSpecs: {
    one: '{count} drum type has no specification: returners cannot choose it',
    many: '{count} drum types have no specification: returners cannot choose them',
    fix: 'Add a specification',
  },
} as const;
