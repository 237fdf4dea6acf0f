/**
 * The Leaflet map picker of the property form. Loaded lazily (with Leaflet's code and CSS) only when the form
 * shows it, so nothing of Leaflet reaches the entry chunk. Tiles come from VITE_MAP_TILE_URL (OpenStreetMap by
 * default). One tile is probed first: when it cannot load (offline), no tile layer is added — one failed
 * request instead of a screenful — and the blank map still takes clicks, with a notice saying why it is blank.
 */
import 'leaflet/dist/leaflet.css';
import { Alert, Box } from '@mui/material';
import L from 'leaflet';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { useEffect, useMemo, useState } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents, ZoomControl } from 'react-leaflet';
import { useTranslate } from 'react-admin';
import { DEFAULT_MAP_CENTER } from '@shared/api';

export type LatLng = { lat: number; lng: number };
export type LocationMapProps = { value: LatLng | null; onChange(point: LatLng): void };

const OSM_TILES = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
const configuredTiles = import.meta.env.VITE_MAP_TILE_URL as string | undefined;
export const tileUrl = configuredTiles?.trim() || OSM_TILES;

// Leaflet finds its default marker images through CSS paths a bundler rewrites; give it the bundled files.
const markerIconDef = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});

const round = (n: number) => Math.round(n * 1e6) / 1e6;
const normalize = (p: L.LatLng): LatLng => ({ lat: round(p.lat), lng: round(L.Util.wrapNum(p.lng, [-180, 180], true)) });

function ClickToPlace({ onChange }: Pick<LocationMapProps, 'onChange'>) {
  useMapEvents({ click: (e) => onChange(normalize(e.latlng)) });
  return null;
}

function FollowValue({ value }: Pick<LocationMapProps, 'value'>) {
  const map = useMap();
  useEffect(() => {
    if (value && !map.getBounds().contains([value.lat, value.lng])) map.panTo([value.lat, value.lng]);
  }, [map, value]);
  return null;
}

/** The form keeps hidden tabs mounted (display: none): re-measure when the map becomes visible or resizes. */
function FitContainer() {
  const map = useMap();
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}

type TileState = 'probing' | 'ok' | 'failed';

/** The URL of the tile holding the default centre at zoom 11 ({s}, {z}, {x}, {y} filled as Leaflet would). */
function probeTileUrl(): string {
  const zoom = 11;
  const point = L.CRS.EPSG3857.latLngToPoint(L.latLng(DEFAULT_MAP_CENTER.lat, DEFAULT_MAP_CENTER.lng), zoom).divideBy(256).floor();
  return L.Util.template(tileUrl, { s: 'a', z: zoom, x: point.x, y: point.y, r: '' });
}

function useTileAvailability(): TileState {
  const [state, setState] = useState<TileState>('probing');
  useEffect(() => {
    const image = new Image();
    image.onload = () => setState('ok');
    image.onerror = () => setState('failed');
    image.src = probeTileUrl();
    return () => {
      image.onload = null;
      image.onerror = null;
    };
  }, []);
  return state;
}

export function LocationMap({ value, onChange }: LocationMapProps) {
  const translate = useTranslate();
  const tiles = useTileAvailability();
  const [tileErrors, setTileErrors] = useState(false);
  const tilesFailed = tiles === 'failed' || tileErrors;
  // The map is centred once; later changes pan through FollowValue.
  const [center] = useState<[number, number]>(() =>
    value ? [value.lat, value.lng] : [DEFAULT_MAP_CENTER.lat, DEFAULT_MAP_CENTER.lng],
  );
  const markerHandlers = useMemo(
    () => ({ dragend: (e: L.LeafletEvent) => onChange(normalize((e.target as L.Marker).getLatLng())) }),
    [onChange],
  );

  return (
    <Box sx={{ width: '100%', maxWidth: 900 }}>
      {tilesFailed && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate('resources.property.form.tilesUnavailable')}
        </Alert>
      )}
      <Box
        role="group"
        aria-label={translate('resources.property.form.mapLabel')}
        sx={{ height: { xs: 260, sm: 360 }, borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}
      >
        <MapContainer center={center} zoom={value ? 14 : 11} style={{ height: '100%', width: '100%' }} scrollWheelZoom={false} zoomControl={false}>
          {/* Leaflet's own buttons are named in English only; it writes the titles once, hence a new control for a
              new language. */}
          <ZoomControl key={translate('resources.property.form.zoomIn')} zoomInTitle={translate('resources.property.form.zoomIn')} zoomOutTitle={translate('resources.property.form.zoomOut')} />
          {tiles === 'ok' && (
            <TileLayer
              url={tileUrl}
              attribution={configuredTiles ? undefined : OSM_ATTRIBUTION}
              eventHandlers={{ tileerror: () => setTileErrors(true) }}
            />
          )}
          <ClickToPlace onChange={onChange} />
          <FollowValue value={value} />
          <FitContainer />
          {value && <Marker position={[value.lat, value.lng]} draggable icon={markerIconDef} eventHandlers={markerHandlers} />}
        </MapContainer>
      </Box>
    </Box>
  );
}
