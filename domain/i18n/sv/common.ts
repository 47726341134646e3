import type { Catalogue } from '../en';

export const common: Catalogue['common'] = {
  cancel: 'Avbryt',
  save: 'Spara',
  saving: 'Sparar...',
  close: 'Stäng',
  delete: 'Ta bort',
  edit: 'Redigera',
  done: 'Klar',
  loading: 'Laddar...',
  search: 'Sök',
  error: 'Fel',
  success: 'Klart',
  no: 'Nej',
  none: 'Ingen',
  showMore: 'Visa fler',
  showingOf: 'Visar {shown} av {total}',
  outbox: {
    sending: 'Skickar...',
    sendingPhoto: 'Skickar foto {photo} av {photos}: {percent}',
    sendingPhotoOf: 'Skickar foto {photo} av {photos}',
    photoProgress: 'Förlopp för foto {photo} av {photos}',
    sent: 'Skickat, väntar på svar...',
  },
  date: {
    year: 'ÅÅÅÅ',
    month: 'MM',
    day: 'DD',
    choose: 'Välj ett datum',
    unreadable: 'Skriv datumet som {pattern}',
    outOfRange: 'Välj ett datum mellan {min} och {max}',
    tooEarly: 'Välj {min} eller senare',
    tooLate: 'Välj {max} eller tidigare',
  },
  time: {
    unreadable: 'Skriv tiden som {example}',
  },
};
