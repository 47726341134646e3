import { beforeAll, describe, expect, it } from 'vitest';
import { loadWholeCatalogue } from '../i18n';
import { eventLines } from './eventHistory';

// These words are beyond the first bundle's: the screens that say them load with the whole
// catalogue (web/src/firstScreen.ts).
beforeAll(() => loadWholeCatalogue());
describe('the Complete Event History', () => {
  it('tells a status change as a sentence of what happened and who did it', () => {
    const confirm = { action: 'confirm', from: 'ready_for_pickup', to: 'pickup_scheduled' };
    expect(eventLines('status_changed', JSON.stringify(confirm), 'Ada Admin')).toEqual({
      title: 'Pickup confirmed by Ada Admin',
      lines: [],
    });
  });

  it('shows an admin edit as Before and After, drums as Added, Removed and Modified', () => {
    expect(
      eventLines(
        'returner_company_changed',
        JSON.stringify({ adminEdit: true, before: { id: 1, name: 'Cable Crew AB' }, after: null }),
      ),
    ).toEqual({
      title: 'Returner company changed',
      lines: [
        { label: 'Before', text: 'Cable Crew AB' },
        { label: 'After', text: 'None' },
      ],
    });
    expect(
      eventLines(
        'drums_modified',
        JSON.stringify({
          added: [{ name: 'K10 wood', quantity: 2 }],
          removed: [{ name: 'S12 steel', quantity: 1 }],
          modified: [{ name: 'Admin special', before: 2, after: 5 }],
        }),
      ),
    ).toEqual({
      title: 'Drums modified',
      lines: [
        { label: 'Added', text: 'K10 wood × 2' },
        { label: 'Removed', text: 'S12 steel × 1' },
        { label: 'Modified', text: 'Admin special 2 → 5' },
      ],
    });
  });

  it('says so when details cannot be read or shown', () => {
    expect(eventLines('address_changed', '{not json')).toEqual({ error: 'Failed to parse event details' });
    expect(eventLines('address_changed', JSON.stringify({ something: 'else' }))).toEqual({
      error: 'Unable to display event details',
    });
    expect(eventLines('address_changed', JSON.stringify({ before: { weird: true }, after: null }))).toEqual({
      error: 'Unable to display event details',
    });
  });
});
