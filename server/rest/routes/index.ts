import type { RestRoute } from '../router';
import { authRoutes } from './auth';
import { drumCatalogueRoutes } from './drums';

/** Every documented /api call; each domain adds its own list here. */
export const restRoutes: RestRoute[] = [...authRoutes, ...drumCatalogueRoutes];
