// The returner's pickup request form (docs/specification.md section 2, Create Pickup Request), shared by the
// create screen and the Edit Return dialog. The checks are domain/validation/pickupRequest.ts,
// so the list under 'Please fix the following errors:' says what the server would say.
import { useState } from 'react';
import { validate } from '../../../domain/validation/common';
import type { PickupRequestFields_request$data } from './__generated__/PickupRequestFields_request.graphql';
import {
  imageCountIssue,
  MAX_IMAGES_PER_REQUEST,
  PickupRequestDetailsSchema,
} from '../../../domain/validation/pickupRequest';
import { inLanguage, t } from '../i18n';
import { toGlobalId } from '../relay/globalId';
import type { LookedUpDrum } from '../trackedDrums/drumLookup';

export type DrumRow = {
  /** Global id of the DrumSpec (what the mutations take). */
  drumSpecId: string;
  /** Its database id (what the shared rules check). */
  drumSpecDatabaseId: number;
  specName: string;
  typeName: string;
  quantity: number;
  /** The tracked drums of the line by their own numbers (docs/tracked-drums.md), at most one per drum. */
  numbers?: readonly DrumNumber[];
};

/** A drum number on a line; `registered` false: the pool does not know it (kept as unregistered). */
type DrumNumber = { number: string; registered: boolean };

export type PickupFormValues = {
  drums: DrumRow[];
  address: string;
  latitude: string;
  longitude: string;
  hasLoadingCapability: boolean;
  supportsForklift: boolean;
  requiresCraneTruck: boolean;
  transporterComments: string;
  /** The stored request's database id, when editing one: its own booked drums may be named again. */
  requestId?: number;
};

export const EMPTY_PICKUP_FORM: PickupFormValues = {
  drums: [],
  address: '',
  latitude: '',
  longitude: '',
  hasLoadingCapability: false,
  supportsForklift: false,
  requiresCraneTruck: false,
  transporterComments: '',
};

/** The site information checkboxes; `label` is read when shown, in the language on screen. */
export const SITE_OPTIONS = [
  { field: 'hasLoadingCapability', label: () => t('pickups.site.hasLoadingCapability') },
  { field: 'supportsForklift', label: () => t('pickups.site.supportsForklift') },
  { field: 'requiresCraneTruck', label: () => t('pickups.site.requiresCraneTruck') },
] as const;

export type FormIssue = { field: string; message: string };

const TOO_MANY_IMAGES_FOR = /^You can upload a maximum of \d+ images total\. You currently have (\d+) image\(s\)\.$/;

/**
 * A pickup rule's message (domain/validation/pickupRequest.ts writes them in English, as the
 * server answers integrations) in the language on screen. The form's own checks and the server's
 * issues both pass through here; a message it does not know (one the server has translated
 * already) stays as it is.
 */
export function ruleMessage(message: string): string {
  const current = TOO_MANY_IMAGES_FOR.exec(message);
  return current ? tooManyImagesMessage(Number(current[1])) : inLanguage(message);
}

/** tooManyImagesFor(count) in the language on screen. */
export const tooManyImagesMessage = (count: number) =>
  t('pickups.rules.tooManyImagesFor', { max: String(MAX_IMAGES_PER_REQUEST), count });

/**
 * The issues of the form, in the order the fields appear; empty when it may be sent.
 * `images` is the count the request would have (kept plus added); `creating` picks the
 * create wording of the image rules.
 */
export function checkPickupForm(
  values: PickupFormValues,
  images: { existing: number; added: number; creating: boolean },
): FormIssue[] {
  const issues: FormIssue[] = [];
  const result = validate(PickupRequestDetailsSchema, detailsInput(values));
  if (!result.ok) issues.push(...result.issues);
  const imageIssue = imageCountIssue(images.existing, images.added, images.creating);
  if (imageIssue) issues.push({ field: 'images', message: imageIssue });
  const order = ['drums', 'address', 'latitude', 'longitude', 'siteInformation', 'transporterComments', 'images'];
  const rank = (field: string) => {
    const index = order.indexOf(field.split('.')[0]);
    return index === -1 ? order.length : index;
  };
  return issues.sort((a, b) => rank(a.field) - rank(b.field));
}

function detailsInput(values: PickupFormValues) {
  return {
    drums: values.drums.map((row) => ({
      drumSpecId: row.drumSpecDatabaseId,
      quantity: row.quantity,
      drumNumbers: numbersOf(row),
    })),
    address: values.address,
    latitude: values.latitude,
    longitude: values.longitude,
    hasLoadingCapability: values.hasLoadingCapability,
    supportsForklift: values.supportsForklift,
    requiresCraneTruck: values.requiresCraneTruck,
    transporterComments: values.transporterComments,
  };
}

/** The mutation input of the form's fields; coordinates that are not numeric are left out. */
export function pickupInput(values: PickupFormValues) {
  const result = validate(PickupRequestDetailsSchema, detailsInput(values));
  const coordinates = result.ok
    ? { latitude: result.data.latitude, longitude: result.data.longitude }
    : { latitude: null, longitude: null };
  return {
    // Always given, so an edit that took a number off a line releases that drum.
    drums: values.drums.map((row) => ({
      drumSpecId: row.drumSpecId,
      quantity: row.quantity,
      drumNumbers: numbersOf(row),
    })),
    address: values.address.trim(),
    ...coordinates,
    hasLoadingCapability: values.hasLoadingCapability,
    supportsForklift: values.supportsForklift,
    requiresCraneTruck: values.requiresCraneTruck,
    transporterComments: values.transporterComments.trim() || null,
  };
}

/** A line with one more number, its quantity raised when the numbers would outnumber its drums. */
export function withNumber(row: DrumRow, drum: { number: string; registered: boolean }): DrumRow {
  const numbers = [...(row.numbers ?? []), drum];
  return { ...row, numbers, quantity: Math.max(row.quantity, numbers.length) };
}

/** The drum's number on its specification's line, a new line of one when there is none yet. */
export function withNumberOnSpecLine(drums: readonly DrumRow[], drum: LookedUpDrum): DrumRow[] {
  const index = drums.findIndex((row) => row.drumSpecDatabaseId === drum.drumSpec.databaseId);
  const numbered = { number: drum.number, registered: true };
  if (index === -1)
    return [
      ...drums,
      {
        drumSpecId: drum.drumSpec.id,
        drumSpecDatabaseId: drum.drumSpec.databaseId,
        specName: drum.drumSpec.name,
        typeName: drum.drumSpec.drumType.name,
        quantity: 1,
        numbers: [numbered],
      },
    ];
  return drums.map((row, i) => (i === index ? withNumber(row, numbered) : row));
}

const numbersOf = (row: DrumRow) => (row.numbers ?? []).map((drum) => drum.number);

export function sameForm(a: PickupFormValues, b: PickupFormValues): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

type StoredRequest = Omit<PickupRequestFields_request$data, ' $fragmentType'>;

/** A stored request as the form's values (the returner's and the admin's edit dialogs). */
export function formValuesOf(request: StoredRequest): PickupFormValues {
  return {
    drums: request.drums.map((drum) => ({
      drumSpecId: toGlobalId('DrumSpec', drum.drumSpecId),
      drumSpecDatabaseId: drum.drumSpecId,
      specName: drum.drumSpecName,
      typeName: drum.drumTypeName,
      quantity: drum.quantity,
      numbers: drum.numberedDrums.map(({ number, registered }) => ({ number, registered })),
    })),
    requestId: request.databaseId,
    address: request.address,
    latitude: request.latitude == null ? '' : String(request.latitude),
    longitude: request.longitude == null ? '' : String(request.longitude),
    hasLoadingCapability: request.hasLoadingCapability,
    supportsForklift: request.supportsForklift,
    requiresCraneTruck: request.requiresCraneTruck,
    transporterComments: request.transporterComments ?? '',
  };
}

/**
 * The issues a form shows: none until a save fails; from then on checked again at every change
 * of `inputs`, so a fixed field's error and its line in 'Please fix the following errors:' go at
 * once and what is still wrong stays. (The server's own issues stay until the next change.)
 */
export function useFormIssues(check: () => FormIssue[], inputs: readonly unknown[]) {
  const [issues, setIssues] = useState<FormIssue[]>([]);
  // Checked again while rendering when an input changed (React's way to follow a prop), not in an
  // effect: the new issues show in the same frame as the change.
  const [checkedWith, setCheckedWith] = useState(inputs);
  if (inputs.length !== checkedWith.length || inputs.some((input, i) => !Object.is(input, checkedWith[i]))) {
    setCheckedWith(inputs);
    if (issues.length) setIssues(check());
  }
  return [issues, setIssues] as const;
}
