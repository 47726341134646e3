import { builder } from './builder';

type ClientConfig = { googleMapsApiKey: string | null; mapTileUrl: string; geocoderUrl: string };

const AppConfig = builder.objectRef<ClientConfig>('AppConfig').implement({
  description: 'Settings the browser needs: map tiles, geocoder and the optional Google Maps key.',
  fields: (t) => ({
    googleMapsApiKey: t.exposeString('googleMapsApiKey', { nullable: true }),
    mapTileUrl: t.exposeString('mapTileUrl'),
    geocoderUrl: t.exposeString('geocoderUrl'),
  }),
});

builder.queryField('config', (t) =>
  t.field({
    type: AppConfig,
    authScopes: { public: true },
    resolve: (_root, _args, ctx) => ({
      googleMapsApiKey: ctx.config.googleMapsApiKey ?? null,
      mapTileUrl: ctx.config.mapTileUrl,
      geocoderUrl: ctx.config.geocoderUrl,
    }),
  }),
);
