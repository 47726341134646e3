// The GraphQL schema documents itself: the types integrations read most are
// described field by field, and so is every other type and field: a new one comes with its
// description.
import { isInputObjectType, isInterfaceType, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '.';

const FULLY_DESCRIBED = [
  'PickupRequest',
  'PickupRequestDrum',
  'PickupRequestImage',
  'Message',
  'MessageAttachment',
  'Notification',
  'ApiToken',
  'WebhookEndpoint',
  'WebhookDelivery',
  'User',
  'ReturnerCompany',
  'TransportCompany',
  'TransportCompanyContact',
  'ServedZone',
  'DrumSpec',
  'DrumType',
  'Zone',
  'RouteDispatch',
  'RouteStop',
  'AppConfig',
  'UndeliveredMail',
  'AuditEvent',
  'PickupDepartmentCounts',
  'TransportStats',
  'ThresholdProgress',
  'UnreadCountChange',
];

function undescribed() {
  const types: string[] = [];
  const fields: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (!type.description) types.push(type.name);
    if (isObjectType(type) || isInputObjectType(type) || isInterfaceType(type))
      for (const field of Object.values(type.getFields()))
        if (!field.description) fields.push(`${type.name}.${field.name}`);
  }
  return { types, fields };
}

describe('schema descriptions', () => {
  it.each(FULLY_DESCRIBED)('%s and each of its fields are described', (name) => {
    const type = schema.getType(name);
    expect(type?.description, name).toBeTruthy();
    if (!type || !isObjectType(type)) throw new Error(`${name} is no object type`);
    const missing = Object.values(type.getFields()).filter((field) => !field.description);
    expect(missing.map((field) => field.name)).toEqual([]);
  });

  it('describes every query, mutation and subscription', () => {
    for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
      const missing = Object.values(root!.getFields()).filter((field) => !field.description);
      expect(missing.map((field) => `${root!.name}.${field.name}`)).toEqual([]);
    }
  });

  it('describes every type', () => {
    expect(undescribed().types).toEqual([]);
  });

  it('describes every field', () => {
    expect(undescribed().fields).toEqual([]);
  });
});
