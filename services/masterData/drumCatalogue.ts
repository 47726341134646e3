// The Drum Database: drum types and drum specifications, every change the admin makes to them.
// Each call validates its input once, here.
import { en } from '../../domain/i18n/en';
import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { drumSpecs, drumTypes, pickupRequestDrums } from '../../db/schema';
import { AppError, ValidationError } from '../../domain/errors';
import { parseInput, parseUpdate } from '../../domain/validation/parse';
import { DrumSpecSchema, DrumTypeSchema } from '../../domain/validation/masterData';

export const DRUM_MESSAGES = en.errors.drums;

export async function createDrumType(db: Executor, input: unknown): Promise<number> {
  const data = parseInput(DrumTypeSchema, input);
  await checkTypeNameFree(db, data.name);
  const [type] = await db.insert(drumTypes).values(data).returning({ id: drumTypes.id });
  return type.id;
}

export async function updateDrumType(db: Executor, id: number, changes: object): Promise<number> {
  const stored = await db.query.drumTypes.findFirst({ where: { id } });
  if (!stored) throw new AppError('NOT_FOUND', DRUM_MESSAGES.typeNotFound);
  const data = parseUpdate(DrumTypeSchema, stored, changes);
  await checkTypeNameFree(db, data.name, id);
  await db.update(drumTypes).set(data).where(eq(drumTypes.id, id));
  return id;
}

/** Refused (409) while a specification uses the type. */
export async function deleteDrumType(db: Database, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [type] = await tx.select({ id: drumTypes.id }).from(drumTypes).where(eq(drumTypes.id, id)).for('update');
    if (!type) throw new AppError('NOT_FOUND', DRUM_MESSAGES.typeNotFound);
    if ((await tx.$count(drumSpecs, eq(drumSpecs.drumTypeId, id))) > 0)
      throw new AppError('CONFLICT', DRUM_MESSAGES.typeInUse);
    await tx.delete(drumTypes).where(eq(drumTypes.id, id));
  });
}

export async function createDrumSpec(db: Executor, input: unknown): Promise<number> {
  const data = parseInput(DrumSpecSchema, input);
  await checkDrumTypeExists(db, data.drumTypeId);
  const [spec] = await db.insert(drumSpecs).values(data).returning({ id: drumSpecs.id });
  return spec.id;
}

export async function updateDrumSpec(db: Executor, id: number, changes: object): Promise<number> {
  const stored = await db.query.drumSpecs.findFirst({ where: { id } });
  if (!stored) throw new AppError('NOT_FOUND', DRUM_MESSAGES.specNotFound);
  const data = parseUpdate(DrumSpecSchema, stored, changes);
  await checkDrumTypeExists(db, data.drumTypeId);
  await db.update(drumSpecs).set(data).where(eq(drumSpecs.id, id));
  return id;
}

/** Refused (409) while a pickup request names the specification. */
export async function deleteDrumSpec(db: Database, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [spec] = await tx.select({ id: drumSpecs.id }).from(drumSpecs).where(eq(drumSpecs.id, id)).for('update');
    if (!spec) throw new AppError('NOT_FOUND', DRUM_MESSAGES.specNotFound);
    if ((await tx.$count(pickupRequestDrums, eq(pickupRequestDrums.drumSpecId, id))) > 0)
      throw new AppError('CONFLICT', DRUM_MESSAGES.specInUse);
    await tx.delete(drumSpecs).where(eq(drumSpecs.id, id));
  });
}

async function checkTypeNameFree(db: Executor, name: string, ownId?: number): Promise<void> {
  const holder = await db.query.drumTypes.findFirst({ columns: { id: true }, where: { name } });
  if (holder && holder.id !== ownId)
    throw new ValidationError([{ field: 'name', message: DRUM_MESSAGES.typeNameTaken }]);
}

async function checkDrumTypeExists(db: Executor, drumTypeId: number): Promise<void> {
  const type = await db.query.drumTypes.findFirst({ columns: { id: true }, where: { id: drumTypeId } });
  if (!type) throw new ValidationError([{ field: 'drumTypeId', message: DRUM_MESSAGES.typeNotFound }]);
}
