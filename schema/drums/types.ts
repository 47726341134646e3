import { effectiveBuybackPrice80, isDrumSpecAvailableTo } from '../../domain/drumSpecs';
import { builder, viewerScopes } from '../builder';
import { visibleWhen } from '../nodeVisibility';

export const DrumType = builder.drizzleNode('drumTypes', {
  name: 'DrumType',
  id: { column: (type) => type.id },
  authScopes: visibleWhen('DrumType', (_type: unknown, ctx) => viewerScopes(ctx).approved),
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    name: t.exposeString('name'),
    metadata: t.string({ nullable: true, resolve: (type) => (type.metadata ? JSON.stringify(type.metadata) : null) }),
  }),
});

export const DrumSpec = builder.drizzleNode('drumSpecs', {
  name: 'DrumSpec',
  id: { column: (spec) => spec.id },
  // Admin-only specs are hidden from everyone else (spec.md section 6: availableFor).
  authScopes: visibleWhen('DrumSpec', (spec: { availableFor: string }, ctx) =>
    ctx.viewer && isDrumSpecAvailableTo(ctx.viewer.role, spec) ? viewerScopes(ctx).approved : viewerScopes(ctx).admin,
  ),
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    name: t.exposeString('name'),
    articleNumber: t.exposeString('articleNumber', { nullable: true }),
    drumTypeId: t.exposeInt('drumTypeId'),
    drumType: t.relation('drumType'),
    weight: t.exposeFloat('weight', { nullable: true }),
    flangeDiameter: t.exposeFloat('flangeDiameter', { nullable: true }),
    widthBetweenFlanges: t.exposeFloat('widthBetweenFlanges', { nullable: true }),
    transportVolume: t.exposeFloat('transportVolume', { nullable: true }),
    buybackPrice: t.exposeFloat('buybackPrice', { nullable: true }),
    buybackPrice80: t.float({
      nullable: true,
      description: 'The stored 80% price, or 80% of buybackPrice when none is stored.',
      select: { columns: { buybackPrice: true, buybackPrice80: true } },
      resolve: (spec) => effectiveBuybackPrice80(spec),
    }),
    scrapHandlingFee: t.exposeFloat('scrapHandlingFee', { nullable: true }),
    drumInfo: t.exposeString('drumInfo', { nullable: true }),
    availableFor: t.exposeString('availableFor'),
  }),
});
