import type { Catalogue } from '../en';

export const setupWarnings: Catalogue['setupWarnings'] = {
  requestsWithoutZone: {
    one: '{count} öppen upphämtning ligger utanför alla zoner: inget transportföretag ser den',
    many: '{count} öppna upphämtningar ligger utanför alla zoner: inget transportföretag ser dem',
    fix: 'Rita en zon runt dem',
  },
  zonesWithoutBoundary: {
    one: '{count} zon saknar gräns: den tar inga upphämtningar',
    many: '{count} zoner saknar gräns: de tar inga upphämtningar',
    fix: 'Rita gränsen',
  },
  zonesWithoutTransport: {
    one: '{count} zon har inget transportföretag: dess upphämtningar hämtas aldrig',
    many: '{count} zoner har inget transportföretag: deras upphämtningar hämtas aldrig',
    fix: 'Tilldela ett transportföretag',
  },
  transportCompaniesWithoutContacts: {
    one: '{count} transportföretag saknar kontaktperson: upphämtningar kan inte planeras med en förare',
    many: '{count} transportföretag saknar kontaktperson: upphämtningar kan inte planeras med en förare',
    fix: 'Lägg till en kontakt',
  },
  drumTypesWithoutSpecs: {
    one: '{count} trumtyp saknar trumspecifikation: kunderna kan inte välja den',
    many: '{count} trumtyper saknar trumspecifikation: kunderna kan inte välja dem',
    fix: 'Lägg till en trumspecifikation',
  },
};
