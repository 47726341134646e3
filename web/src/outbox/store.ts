import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/** A photo as the outbox keeps it: the scaled-down bytes and the name they are sent under. */
export type QueuedPhoto = { name: string; type: string; blob: Blob };

/** What every write waiting in the outbox has, whatever it is. */
type Queued = {
  /** The write's key, made on the phone: the same for every send, so a lost answer never makes two. */
  clientRequestId: string;
  /** The person who made it (the viewer's id): only their session sends it, only they see it. */
  owner: string;
  /** When the person pressed Save or Send (ISO 8601). */
  savedAt: string;
  /** Sends that failed on the way (no answer); the next waits longer. */
  attempts: number;
  /** The server's refusal (a validation error): the write waits for the person, not the network. */
  refused?: { message: string; issues: { field: string; message: string }[] };
  /**
   * Open in a form on this phone until then (ISO 8601): not sent meanwhile, so what goes is the
   * edit's Save, not the version before it (the same key with other fields would be refused).
   */
  heldUntil?: string;
};

/** What the outbox reads of a booking form's values (the card shows them); the rest is the form's own. */
type BookingFormValues = { address: string; drums: readonly { quantity: number; specName: string }[] };

/**
 * A booking made without coverage. `input` is createPickupRequest's input as it was when Save was
 * pressed (without the photos); `values`, the form as it was, for the card and for editing it again.
 */
export type QueuedBooking<Values extends BookingFormValues = BookingFormValues> = Queued & {
  kind: 'booking';
  input: Record<string, unknown>;
  values: Values;
  photos: QueuedPhoto[];
};

/** A message written in a request's thread without coverage (sendMessage). */
export type QueuedMessage = Queued & {
  kind: 'message';
  /** The request's global id. */
  pickupRequestId: string;
  messageText: string;
  photos: QueuedPhoto[];
};

/**
 * A collection recorded by the transporter without coverage (markPickupCollected): `input` without
 * the photos, `values` the dialog's state as it was, for editing it again.
 */
export type QueuedCollection<Values = unknown> = Queued & {
  kind: 'collection';
  /** The request's global id and its reference, for its card and the list of what is unsent. */
  pickupRequestId: string;
  reference: string;
  input: Record<string, unknown>;
  values: Values;
  photos: QueuedPhoto[];
};

export type QueuedWrite = QueuedBooking | QueuedMessage | QueuedCollection;
export type QueuedKind = QueuedWrite['kind'];

/** Where queued writes are kept: IndexedDB in the app, a Map in tests. `all` lists them oldest first. */
export type OutboxStore = {
  all(): Promise<QueuedWrite[]>;
  get(id: string): Promise<QueuedWrite | undefined>;
  put(write: QueuedWrite): Promise<void>;
  /**
   * Changes a write in one step, if it is still there: `change` answers the new write, or undefined
   * to leave it. Nothing can come between the read and the write (a discard in between would
   * otherwise be undone by putting back what was read).
   */
  update(id: string, change: (write: QueuedWrite) => QueuedWrite | undefined): Promise<void>;
  delete(id: string): Promise<void>;
};

/** One object store per kind; version 1 had only `bookings`, whose records carried no kind. */
interface OutboxDB extends DBSchema {
  bookings: { key: string; value: QueuedBooking | Omit<QueuedBooking, 'kind'> };
  messages: { key: string; value: QueuedMessage };
  collections: { key: string; value: QueuedCollection };
}

const STORE_OF = { booking: 'bookings', message: 'messages', collection: 'collections' } as const;
const STORES = Object.values(STORE_OF);

let database: Promise<IDBPDatabase<OutboxDB>> | null = null;

function open() {
  database ??= openDB<OutboxDB>('drum-returns-outbox', 2, {
    // Version by version, so a phone that queued bookings under version 1 keeps them.
    upgrade(db, oldVersion) {
      if (oldVersion < 1) db.createObjectStore('bookings', { keyPath: 'clientRequestId' });
      if (oldVersion < 2) {
        db.createObjectStore('messages', { keyPath: 'clientRequestId' });
        db.createObjectStore('collections', { keyPath: 'clientRequestId' });
      }
    },
    // The page and the service worker both keep the outbox open: a newer version's upgrade in one
    // closes the other's connection, which opens again at its next use.
    blocking() {
      void database?.then((db) => db.close());
      database = null;
    },
  });
  return database;
}

/** A booking kept by version 1 has no kind: its store says what it is. */
const asBooking = (booking: OutboxDB['bookings']['value']): QueuedBooking => ({ ...booking, kind: 'booking' });

export const indexedDbStore: OutboxStore = {
  async all() {
    const db = await open();
    const transaction = db.transaction(STORES);
    const [bookings, messages, collections] = await Promise.all([
      transaction.objectStore('bookings').getAll(),
      transaction.objectStore('messages').getAll(),
      transaction.objectStore('collections').getAll(),
    ]);
    return [...bookings.map(asBooking), ...messages, ...collections].sort((a, b) => a.savedAt.localeCompare(b.savedAt));
  },
  async get(id) {
    const db = await open();
    const transaction = db.transaction(STORES);
    const [booking, message, collection] = await Promise.all([
      transaction.objectStore('bookings').get(id),
      transaction.objectStore('messages').get(id),
      transaction.objectStore('collections').get(id),
    ]);
    return booking ? asBooking(booking) : (message ?? collection);
  },
  async put(write) {
    const db = await open();
    if (write.kind === 'booking') await db.put('bookings', write);
    else if (write.kind === 'message') await db.put('messages', write);
    else await db.put('collections', write);
  },
  async update(id, change) {
    const db = await open();
    // One read-write transaction over every kind's store: IndexedDB runs it alone on them.
    const transaction = db.transaction(STORES, 'readwrite');
    const [booking, message, collection] = await Promise.all([
      transaction.objectStore('bookings').get(id),
      transaction.objectStore('messages').get(id),
      transaction.objectStore('collections').get(id),
    ]);
    const found = booking ? asBooking(booking) : (message ?? collection);
    const changed = found && change(found);
    if (changed?.kind === 'booking') await transaction.objectStore('bookings').put(changed);
    else if (changed?.kind === 'message') await transaction.objectStore('messages').put(changed);
    else if (changed) await transaction.objectStore('collections').put(changed);
    await transaction.done;
  },
  async delete(id) {
    const db = await open();
    const transaction = db.transaction(STORES, 'readwrite');
    await Promise.all([...STORES.map((name) => transaction.objectStore(name).delete(id)), transaction.done]);
  },
};
