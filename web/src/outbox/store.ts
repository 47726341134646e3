import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { PickupFormValues } from '../pickups/form';

/** A photo as the outbox keeps it: the scaled-down bytes and the name they are sent under. */
type QueuedPhoto = { name: string; type: string; blob: Blob };

/**
 * A booking made without coverage, waiting in the outbox until the server has it. `input` is
 * createPickupRequest's input as it was when Save was pressed (without the photos), sent with the
 * same `clientRequestId` every time, so a send whose answer was lost never makes a second request.
 */
export type QueuedBooking = {
  clientRequestId: string;
  /** The person who saved it (the viewer's id): only their session sends it, only they see it. */
  owner: string;
  /** When the person pressed Save (ISO 8601). */
  savedAt: string;
  input: Record<string, unknown>;
  /** The form as it was, for the card and for editing it again. */
  values: PickupFormValues;
  photos: QueuedPhoto[];
  /** Sends that failed on the way (no answer); the next waits longer. */
  attempts: number;
  /** The server's refusal (a validation error): the booking waits for the person, not the network. */
  refused?: { message: string; issues: { field: string; message: string }[] };
};

/** Where queued bookings are kept: IndexedDB in the app, a Map in tests. */
export type BookingStore = {
  all(): Promise<QueuedBooking[]>;
  get(id: string): Promise<QueuedBooking | undefined>;
  put(booking: QueuedBooking): Promise<void>;
  delete(id: string): Promise<void>;
};

interface OutboxDB extends DBSchema {
  bookings: { key: string; value: QueuedBooking };
}

let database: Promise<IDBPDatabase<OutboxDB>> | null = null;

function open() {
  database ??= openDB<OutboxDB>('drum-returns-outbox', 1, {
    upgrade(db) {
      db.createObjectStore('bookings', { keyPath: 'clientRequestId' });
    },
  });
  return database;
}

export const indexedDbStore: BookingStore = {
  async all() {
    const bookings = await (await open()).getAll('bookings');
    return bookings.sort((a, b) => a.savedAt.localeCompare(b.savedAt));
  },
  async get(id) {
    return (await open()).get('bookings', id);
  },
  async put(booking) {
    await (await open()).put('bookings', booking);
  },
  async delete(id) {
    await (await open()).delete('bookings', id);
  },
};
