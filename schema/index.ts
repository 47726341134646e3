import { type GraphQLSchema, isObjectType } from 'graphql';
import { builder } from './builder';
import { guardRootInputs } from './inputGuard';
import { syncNodeIds } from './syncNodeIds';
import { refuseTokensBeyondReads } from './tokenReads';
import './validation';
import './nodes';
import './users/types';
import './users/queries';
import './auth/mutations';
import './config';
import './notifications';
import './drums/types';
import './drums/queries';
import './pickups/types';
import './pickups/queries';
import './pickups/mutations';
import './pickups/subscriptions';
import './pickups/transitions';
import './pickups/stats';
import './pickups/counts';
import './pickups/admin';
import './pickups/bulk';
import './messages';
import './routes';
import './mail';
import './setupWarnings';
import './drums/mutations';
import './trackedDrums/types';
import './trackedDrums/queries';
import './trackedDrums/mutations';
import './trackedDrums/reports';
import './zones';
import './companies/types';
import './companies/queries';
import './companies/mutations';
import './users/mutations';
import './excel';
import './returnsLog';
import './calendarFeeds';
import './apiTokens';
import './webhooks';
import './buyback/types';
import './buyback/statements';
import './buyback/reports';
import './buyback/extras';

/**
 * plugin-drizzle adds `totalCount` to connections without a way to describe it; every other type
 * and field is described where it is defined (schema/descriptions.test.ts).
 */
function describeTotalCounts(built: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(built.getTypeMap())) {
    const field = isObjectType(type) ? type.getFields().totalCount : undefined;
    if (field && !field.description) field.description = 'How many items the whole list holds, over every page.';
  }
  return built;
}

export const schema = refuseTokensBeyondReads(
  syncNodeIds(guardRootInputs(describeTotalCounts(builder.toSchema({ sortSchema: true })))),
);
