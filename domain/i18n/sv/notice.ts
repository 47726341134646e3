import type { Catalogue } from '../en';

export const notice: Catalogue['notice'] = {
  sentForPickup: 'Upphämtningen {reference} har skickats och väntar på ett datum för upphämtning',
  dateProposed: 'Datum för upphämtning föreslaget för {reference}, väntar på bekräftelse',
  confirmed: 'Upphämtning planerad för {reference}: datumet är bekräftat',
  collected: 'Trummorna hämtade för {reference}',
  aborted: 'Upphämtningen avbröts för {reference}, den väntar på ett nytt datum',
  newMessage: 'Nytt meddelande om {reference} från {name}',
  draftUnsent: '{reference} är sparad men inte skickad: skicka den från Mina returer för att boka upphämtningen',
  drumReminder: 'Trummor på dina platser börjar snart kosta: {numbers}. Boka upphämtning från Trummor på plats.',
  approved: 'Ditt konto har godkänts. Nu kan du använda Drum Returns.',
  registration: 'Ny registrering: {name} ({company}) väntar på godkännande',
  registrationKnownCompany:
    'Ny registrering: {name} ({company}) väntar på godkännande. Organisationsnummer {orgNumber} tillhör {known}: ett godkännande kopplar användaren dit',
};
