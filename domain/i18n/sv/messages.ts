import type { Catalogue } from '../en';

export const messages: Catalogue['messages'] = {
  thread: {
    title: 'Meddelanden',
    loading: 'Laddar meddelanden...',
    unavailable: 'Meddelandena är inte tillgängliga.',
    empty: 'Inga meddelanden än.',
    list: 'Meddelandetråd',
    showEarlier: 'Visa tidigare meddelanden',
  },
  role: {
    returner: 'kund',
    transporter: 'transportör',
    admin: 'administratör',
  },
  composer: {
    tooManyFiles: 'För många filer',
    tooManyPhotos: 'Du kan bifoga högst {max} foton',
    sent: 'Meddelandet har skickats',
    sendFailed: 'Det gick inte att skicka meddelandet',
    sendingList: 'Skickas',
    sending: 'Skickar...',
    photoCount: '{count, plural, one {# foto} other {# foton}}',
    photosToSend: 'Foton att skicka',
    removePhoto: 'Ta bort {name}',
    label: 'Meddelande',
    placeholder: 'Skriv ett meddelande',
    photo: 'Foto',
    send: 'Skicka',
    keyboardHint: 'Enter skickar, Skift+Enter ger en ny rad',
  },
  unread: {
    count: '{count, plural, one {# oläst meddelande} other {# olästa meddelanden}}',
    title: 'Olästa meddelanden',
  },
};
