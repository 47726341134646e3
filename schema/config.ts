import { builder } from './builder';

type ClientConfig = {
  googleMapsApiKey: string | null;
  mapTileUrl: string;
  geocoderUrl: string;
  supportEmail: string | null;
  supportPhone: string | null;
  currency: string;
};

const AppConfig = builder.objectRef<ClientConfig>('AppConfig').implement({
  description: 'Settings the browser needs: map tiles, geocoder, the optional Google Maps key and the support contact.',
  fields: (t) => ({
    googleMapsApiKey: t.exposeString('googleMapsApiKey', {
      description: 'GOOGLE_MAPS_API_KEY, when the address search uses Google.',
      nullable: true,
    }),
    mapTileUrl: t.exposeString('mapTileUrl', { description: "The map tiles' URL template." }),
    geocoderUrl: t.exposeString('geocoderUrl', { description: 'The address search (Nominatim) service.' }),
    supportEmail: t.exposeString('supportEmail', { nullable: true, description: 'SUPPORT_EMAIL, shown on Help.' }),
    supportPhone: t.exposeString('supportPhone', { nullable: true, description: 'SUPPORT_PHONE, shown on Help.' }),
    currency: t.exposeString('currency', {
      description: 'CURRENCY: the ISO 4217 code money is shown in (USD by default).',
    }),
  }),
});

builder.queryField('config', (t) =>
  t.field({
    description: 'Public settings the web app needs: map tiles, geocoder, support contact.',
    type: AppConfig,
    authScopes: { public: true },
    resolve: (_root, _args, ctx) => ({
      googleMapsApiKey: ctx.config.googleMapsApiKey ?? null,
      mapTileUrl: ctx.config.mapTileUrl,
      geocoderUrl: ctx.config.geocoderUrl,
      supportEmail: ctx.config.supportEmail ?? null,
      supportPhone: ctx.config.supportPhone ?? null,
      currency: ctx.config.currency ?? 'USD',
    }),
  }),
);
