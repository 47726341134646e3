import type { RestRoute } from '../router';
import { authRoutes } from './auth';
import { drumCatalogueRoutes } from './drums';
import { notificationRoutes } from './notifications';

/** Every documented /api call; each domain adds its own list here. */
export const restRoutes: RestRoute[] = [...authRoutes, ...drumCatalogueRoutes, ...notificationRoutes];
