import type { RestRoute } from '../router';
import { adminRoutes } from './admin';
import { apiDocumentRoutes } from './apiDocuments';
import { adminPickupRoutes } from './adminPickups';
import { authRoutes } from './auth';
import { buybackRoutes } from './buyback';
import { calendarFeedRoutes } from './calendarFeeds';
import { dashboardRoutes } from './dashboards';
import { drumReportRoutes } from './drumReports';
import { drumCatalogueRoutes } from './drums';
import { deliveryImportRoutes, excelRoutes } from './excel';
import { mailRoutes } from './mail';
import { messageRoutes } from './messages';
import { notificationRoutes } from './notifications';
import { pickupOperationRoutes } from './pickupOperations';
import { pickupRoutes } from './pickups';
import { returnsLogRoutes } from './returnsLog';
import { schemaDocumentRoutes } from './schemaDocument';
import { trackedDrumRoutes } from './trackedDrums';

/** Every documented /api call; each domain adds its own list here. */
const calls: RestRoute[] = [
  ...authRoutes,
  ...drumCatalogueRoutes,
  ...notificationRoutes,
  ...messageRoutes,
  // Before pickupRoutes: its path would otherwise read as /api/pickup-requests/:id.
  ...returnsLogRoutes,
  ...pickupRoutes,
  ...pickupOperationRoutes,
  ...dashboardRoutes,
  ...adminPickupRoutes,
  ...adminRoutes,
  ...excelRoutes,
  ...deliveryImportRoutes,
  ...mailRoutes,
  ...calendarFeedRoutes,
  ...buybackRoutes,
  ...drumReportRoutes,
  ...trackedDrumRoutes,
  ...schemaDocumentRoutes,
];

/** The calls and their own description: /api/openapi.json and the reference at /api/docs. */
export const restRoutes: RestRoute[] = [...calls, ...apiDocumentRoutes(() => restRoutes)];
