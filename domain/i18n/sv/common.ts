import type { Catalogue } from '../en';

export const common: Catalogue['common'] = {
  cancel: 'Avbryt',
  save: 'Spara',
  saving: 'Sparar...',
  close: 'Stäng',
  delete: 'Ta bort',
  edit: 'Redigera',
  back: 'Tillbaka',
  done: 'Klar',
  loading: 'Laddar...',
  search: 'Sök',
  error: 'Fel',
  success: 'Klart',
  yes: 'Ja',
  no: 'Nej',
  none: 'Ingen',
  showMore: 'Visa fler',
  showingOf: 'Visar {shown} av {total}',
};
