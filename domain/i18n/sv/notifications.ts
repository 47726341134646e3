import type { Catalogue } from '../en';

export const notifications: Catalogue['notifications'] = {
  list: {
    title: 'Aviseringar',
    subtitle: 'Vad som har hänt med ditt konto och dina upphämtningar.',
    markAllRead: 'Markera alla som lästa',
    cleared: 'Aviseringarna har rensats',
    clearFailed: 'Det gick inte att rensa aviseringarna. Försök igen.',
    empty: 'Inga aviseringar än.',
    label: 'Lista med aviseringar',
    unread: '(oläst)',
    markRead: 'Markera som läst',
  },
  banner: {
    label: 'Aviseringar',
    show: 'Visa aviseringar ({count})',
    hide: 'Dölj aviseringar',
    dismiss: 'Stäng aviseringen',
  },
  dismissFailed: 'Det gick inte att stänga aviseringen. Försök igen.',
};
