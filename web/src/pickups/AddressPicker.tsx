import { type KeyboardEvent, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay/hooks';
import { toCoordinate } from '../../../domain/validation/pickupRequest';
import { Button } from '../components/Button';
import { Field, inputClasses } from '../components/Field';
import { Spinner } from '../components/Spinner';
import { errorToast, useToast } from '../toast/ToastProvider';
import type { AddressPicker_config$key } from './__generated__/AddressPicker_config.graphql';

const LocationMap = lazy(() => import('./LocationMap'));

type AddressValue = { address: string; latitude: string; longitude: string };

type Props = {
  config: AddressPicker_config$key;
  value: AddressValue;
  onChange: (value: Partial<AddressValue>) => void;
  /** The geocoder's name for a point picked on the map or found by the device. */
  onAddressFound: (address: string) => void;
  addressError?: string;
};

type Place = { label: string; lat: number; lng: number };

/**
 * The address picker (docs/specification.md section 2): the address, a search over the configured geocoder,
 * 'Use My Location', a map where a click sets the point, and latitude/longitude typed by hand
 * (ignored when not numeric, like the server does).
 */
export function AddressPicker({ config, value, onChange, onAddressFound, addressError }: Props) {
  const { geocoderUrl, mapTileUrl } = useFragment(
    graphql`
      fragment AddressPicker_config on AppConfig {
        geocoderUrl
        mapTileUrl
      }
    `,
    config,
  );
  const toast = useToast();
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  // null: no search yet; 'unavailable': the geocoder could not be reached (offline, down).
  const [places, setPlaces] = useState<Place[] | 'unavailable' | null>(null);
  const [searching, setSearching] = useState(false);
  const [locating, setLocating] = useState(false);

  const lat = toCoordinate(value.latitude, 90);
  const lng = toCoordinate(value.longitude, 180);
  const point = lat !== null && lng !== null ? { lat, lng } : null;

  // A point from the map or the device fills the address too, when the geocoder answers and
  // the returner has not typed one (checked again on arrival).
  async function setPoint(latitude: number, longitude: number) {
    onChange({ latitude: latitude.toFixed(6), longitude: longitude.toFixed(6) });
    if (value.address.trim()) return;
    const label = await reverseGeocode(geocoderUrl, latitude, longitude);
    if (label) onAddressFound(label);
  }

  async function runSearch() {
    const query = search.trim();
    if (!query) return;
    setSearching(true);
    try {
      setPlaces(await geocode(geocoderUrl, query));
    } catch {
      setPlaces('unavailable');
    } finally {
      setSearching(false);
    }
  }

  /** The device's position, its failures told in the words of docs/specification.md section 8, Geolocation. */
  function useMyLocation() {
    if (!('geolocation' in navigator)) {
      toast(errorToast(t('pickups.address.unsupportedTitle'), t('pickups.address.unsupported')));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        void setPoint(position.coords.latitude, position.coords.longitude);
        toast({ title: t('pickups.address.found') });
      },
      (error) => {
        setLocating(false);
        const description =
          error.code === error.PERMISSION_DENIED
            ? t('pickups.address.denied')
            : error.code === error.POSITION_UNAVAILABLE
              ? t('pickups.address.unavailable')
              : error.code === error.TIMEOUT
                ? t('pickups.address.timeout')
                : t('pickups.address.other');
        toast(errorToast(t('common.error'), description));
      },
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 },
    );
  }

  return (
    <div className="space-y-4">
      <Field
        label={t('pickups.address.address')}
        autoComplete="street-address"
        value={value.address}
        error={addressError}
        onChange={(event) => onChange({ address: event.target.value })}
        onKeyDown={noSubmitOnEnter}
      />
      <div>
        <label htmlFor="address-search" className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300">
          {t('pickups.address.searchLabel')}
        </label>
        <div className="flex gap-2">
          <input
            id="address-search"
            type="search"
            className={inputClasses}
            placeholder={t('pickups.address.searchPlaceholder')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void runSearch();
              }
            }}
          />
          <Button variant="secondary" onClick={() => void runSearch()} disabled={searching}>
            {searching ? t('pickups.address.searching') : t('common.search')}
          </Button>
        </div>
        {places === 'unavailable' ? (
          <p role="alert" className="mt-2 text-sm text-amber-800 dark:text-amber-300">
            {t('pickups.address.searchUnavailable')}
          </p>
        ) : places ? (
          places.length ? (
            <ul
              className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-700"
              aria-label={t('pickups.address.searchResults')}
            >
              {places.map((place) => (
                <li key={`${place.lat},${place.lng},${place.label}`}>
                  <button
                    type="button"
                    className="min-h-11 w-full px-3 py-2 text-left text-sm hover:bg-slate-50 dark:hover:bg-slate-800"
                    onClick={() => {
                      onChange({
                        address: place.label,
                        latitude: place.lat.toFixed(6),
                        longitude: place.lng.toFixed(6),
                      });
                      setPlaces(null);
                    }}
                  >
                    {place.label}
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">{t('pickups.address.noPlaces')}</p>
          )
        ) : null}
      </div>
      <Button variant="secondary" onClick={useMyLocation} disabled={locating}>
        {locating ? t('pickups.address.locating') : t('pickups.address.useMyLocation')}
      </Button>
      {/* isolate: Leaflet's panes use z-index 400-1000; kept inside, they stay under the fixed
          navigation and the drum list. */}
      <div data-testid="location-map" className="isolate">
        <Suspense
          fallback={
            <div className="flex h-64 items-center justify-center rounded-lg border border-slate-200 dark:border-slate-700">
              <Spinner />
            </div>
          }
        >
          <LocationMap
            tileUrl={mapTileUrl}
            point={point}
            onPick={(latitude, longitude) => void setPoint(latitude, longitude)}
          />
        </Suspense>
        <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {/* Tap on a touch screen, click with a mouse. */}
          <span className="hidden pointer-coarse:inline">{t('pickups.address.tapMap')}</span>
          <span className="pointer-coarse:hidden">{t('pickups.address.clickMap')}</span>
        </p>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <Field
          label={t('pickups.address.latitude')}
          inputMode="decimal"
          value={value.latitude}
          hint={ignoredCoordinate(value.latitude, 90) ? t('pickups.address.latitudeIgnored') : undefined}
          onChange={(event) => onChange({ latitude: event.target.value })}
          onKeyDown={noSubmitOnEnter}
        />
        <Field
          label={t('pickups.address.longitude')}
          inputMode="decimal"
          value={value.longitude}
          hint={ignoredCoordinate(value.longitude, 180) ? t('pickups.address.longitudeIgnored') : undefined}
          onChange={(event) => onChange({ longitude: event.target.value })}
          onKeyDown={noSubmitOnEnter}
        />
      </div>
    </div>
  );
}

/** The server ignores a coordinate it cannot read (docs/specification.md section 5); the form says so instead of refusing it. */
function ignoredCoordinate(raw: string, limit: 90 | 180): boolean {
  return Boolean(raw.trim()) && toCoordinate(raw, limit) === null;
}

type NominatimPlace = { display_name?: string; lat?: string; lon?: string };

async function geocode(base: string, query: string): Promise<Place[]> {
  const url = new URL('search', withSlash(base));
  url.search = new URLSearchParams({ q: query, format: 'jsonv2', limit: '5' }).toString();
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
  const places = (await response.json()) as NominatimPlace[];
  return places.flatMap((place) => {
    const lat = Number(place.lat);
    const lng = Number(place.lon);
    return place.display_name && Number.isFinite(lat) && Number.isFinite(lng)
      ? [{ label: place.display_name, lat, lng }]
      : [];
  });
}

async function reverseGeocode(base: string, lat: number, lng: number): Promise<string | null> {
  try {
    const url = new URL('reverse', withSlash(base));
    url.search = new URLSearchParams({ lat: String(lat), lon: String(lng), format: 'jsonv2' }).toString();
    const response = await fetch(url, { headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    return ((await response.json()) as NominatimPlace).display_name ?? null;
  } catch {
    return null;
  }
}

/** Enter in a single-line field of the picker must not submit the whole form. */
function noSubmitOnEnter(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key === 'Enter') event.preventDefault();
}

const withSlash = (base: string) => (base.endsWith('/') ? base : `${base}/`);
