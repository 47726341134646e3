import type { Catalogue } from '../en';

export const returns: Catalogue['returns'] = {
  newReturn: 'Ny retur',
  mine: {
    title: 'Mina returer',
    signedOut: 'Logga in för att se dina returer',
    drafts: 'Utkast',
    noDrafts: 'Inga utkast.',
    submitted: 'Skickade',
    noSubmitted: 'Inga skickade returer.',
    scheduled: 'Planerade',
    noScheduled: 'Inga planerade upphämtningar.',
    showMore: 'Visa fler returer',
  },
  home: {
    welcome: 'Välkommen, {name}',
    subtitle: 'Returnera dina tomma kabeltrummor i några få steg.',
    nextPickup: 'Nästa upphämtning',
    unreadOn: 'På {count, plural, one {# upphämtning} other {# upphämtningar}}: öppna den för att läsa och svara',
    draftsToFinish: '{count, plural, one {Ett utkast att slutföra} other {# utkast att slutföra}}',
    sendDraft: 'Skicka ett utkast från Mina returer så att det kan hämtas.',
    drums: '{count, plural, one {# trumma} other {# trummor}}',
    haveDrums: 'Har du tomma trummor att returnera?',
    haveDrumsDescription: 'Lägg till trummorna, några foton och platsen; vi ordnar upphämtningen.',
  },
  completed: {
    title: 'Avslutade returer',
    signedOut: 'Logga in för att se dina avslutade returer',
    showOlder: 'Visa äldre returer',
    empty: 'Returer som har hämtats visas här.',
  },
};
