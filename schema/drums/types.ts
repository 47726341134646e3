import { effectiveBuybackPrice80, isDrumSpecAvailableTo } from '../../domain/drumSpecs';
import { builder, viewerScopes } from '../builder';
import { visibleWhen } from '../nodeVisibility';

export const DrumType = builder.drizzleNode('drumTypes', {
  name: 'DrumType',
  description: 'A kind of cable drum, e.g. wood or steel.',
  id: { column: (type) => type.id, description: 'The global (Relay) id of the drum type.' },
  authScopes: visibleWhen('DrumType', (_type: unknown, ctx) => viewerScopes(ctx).approved),
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: "The type's database id." }),
    name: t.exposeString('name', { description: "The type's name." }),
    metadata: t.string({
      description: 'Extra facts about the type, as JSON text, if any.',
      nullable: true,
      resolve: (type) => (type.metadata ? JSON.stringify(type.metadata) : null),
    }),
  }),
});

export const DrumSpec = builder.drizzleNode('drumSpecs', {
  name: 'DrumSpec',
  description: 'A drum specification (name/stamp) of a drum type, with its measures and buyback price.',
  id: { column: (spec) => spec.id, description: 'The global (Relay) id of the specification.' },
  // Admin-only specs are hidden from everyone else (docs/specification.md section 6: availableFor).
  authScopes: visibleWhen('DrumSpec', (spec: { availableFor: string }, ctx) =>
    ctx.viewer && isDrumSpecAvailableTo(ctx.viewer.role, spec) ? viewerScopes(ctx).approved : viewerScopes(ctx).admin,
  ),
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: "The specification's database id." }),
    name: t.exposeString('name', { description: 'Its name or stamp, as printed on the drum.' }),
    articleNumber: t.exposeString('articleNumber', { description: 'Its article number, if any.', nullable: true }),
    drumTypeId: t.exposeInt('drumTypeId', { description: 'Database id of its drum type.' }),
    drumType: t.relation('drumType', { description: 'Its drum type.' }),
    weight: t.exposeFloat('weight', { description: 'Weight in kg, if known.', nullable: true }),
    flangeDiameter: t.exposeFloat('flangeDiameter', {
      description: 'Flange diameter in mm, if known.',
      nullable: true,
    }),
    widthBetweenFlanges: t.exposeFloat('widthBetweenFlanges', {
      description: 'Width between the flanges in mm, if known.',
      nullable: true,
    }),
    transportVolume: t.exposeFloat('transportVolume', {
      description: 'Transport volume in m³, if known.',
      nullable: true,
    }),
    buybackPrice: t.exposeFloat('buybackPrice', {
      description: 'What a returned drum of it is bought back for, if set.',
      nullable: true,
    }),
    buybackPrice80: t.float({
      nullable: true,
      description: 'The stored 80% price, or 80% of buybackPrice when none is stored.',
      select: { columns: { buybackPrice: true, buybackPrice80: true } },
      resolve: (spec) => effectiveBuybackPrice80(spec),
    }),
    scrapHandlingFee: t.exposeFloat('scrapHandlingFee', {
      description: 'The fee for scrapping one, if set.',
      nullable: true,
    }),
    drumInfo: t.exposeString('drumInfo', { description: 'Notes on the drum, if any.', nullable: true }),
    availableFor: t.exposeString('availableFor', { description: 'Who may choose it: returner (everyone) or admin.' }),
  }),
});
