import { Box, Button, FormHelperText, Stack, TextField, Typography } from '@mui/material';
import { Suspense, useCallback, useEffect, useState, type ChangeEvent } from 'react';
import { useFormState } from 'react-hook-form';
import { useInput, useTranslate } from 'react-admin';
import type { Point } from '@shared/api';
import { pointProblem } from '@shared/apiSchemas';
import { v } from '@shared/validation';
import { lazyView } from '@admin/layout/lazyView';
import type { LatLng } from './LocationMap';

const LocationMap = lazyView(() => import('./LocationMap'), 'LocationMap');

type Texts = { lat: string; lng: string };
type PartialPoint = { type: 'Point'; coordinates: [number, number] };

/**
 * A coordinate as people type it: "17.385", "17,385" (a decimal comma), "+17.3", ".5", "17.385°". NaN when it is
 * not a number at all.
 */
function toNumber(text: string): number {
  const plain = text.trim().replace(/°$/, '').replace(/^\+/, '');
  const dotted = /^-?\d*,\d+$/.test(plain) ? plain.replace(',', '.') : plain;
  return /^-?(\d+(\.\d*)?|\.\d+)$/.test(dotted) ? Number(dotted) : Number.NaN;
}
const same = (a: number, b: number) => a === b || (Number.isNaN(a) && Number.isNaN(b));

/** What the two boxes mean as the `location` value: null when both are empty, else a point (NaN where unreadable). */
function textsToValue(texts: Texts): PartialPoint | null {
  if (texts.lat.trim() === '' && texts.lng.trim() === '') return null;
  return { type: 'Point', coordinates: [toNumber(texts.lng), toNumber(texts.lat)] };
}

function valueToTexts(value: Point | PartialPoint | null | undefined): Texts {
  const [lng, lat] = value?.coordinates ?? [Number.NaN, Number.NaN];
  return { lat: Number.isFinite(lat) ? String(lat) : '', lng: Number.isFinite(lng) ? String(lng) : '' };
}

function sameValue(a: PartialPoint | null, b: Point | PartialPoint | null | undefined) {
  if (!a || !b) return !a && !b;
  return same(a.coordinates[0], b.coordinates[0]) && same(a.coordinates[1], b.coordinates[1]);
}

/**
 * `location` (GeoJSON point, [lng, lat]) as two number boxes plus a map picker: typing, clicking the map and
 * dragging the marker all write the same field; the schema then checks the ranges ('Please select location', or
 * the box out of range named).
 */
export function LocationInput() {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source: 'location' });
  const { isSubmitted } = useFormState();
  const value = field.value as Point | PartialPoint | null | undefined;
  const [texts, setTexts] = useState<Texts>(() => valueToTexts(value));

  // Only an outside change of the value (map, reset) rewrites the boxes; typing keeps what the user typed.
  useEffect(() => {
    if (!sameValue(textsToValue(texts), value)) setTexts(valueToTexts(value));
  // eslint-disable-next-line react-hooks/exhaustive-deps -- only an outside change of the value rewrites the boxes
  }, [value]);

  const handleText = (key: keyof Texts) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...texts, [key]: event.target.value };
    setTexts(next);
    field.onChange(textsToValue(next));
  };
  const { onChange } = field;
  const handleMap = useCallback((p: LatLng) => onChange({ type: 'Point', coordinates: [p.lng, p.lat] }), [onChange]);
  const handleClear = () => {
    setTexts({ lat: '', lng: '' });
    field.onChange(null);
  };

  // The boxes' own problems are read from what they hold, as it is typed, once the user has left a box or tried to
  // save: react-hook-form revalidates the whole point on a change and, when a coordinate inside it stays wrong,
  // cleared the message anyway.
  const checked = fieldState.isTouched || isSubmitted;
  const showError = fieldState.invalid && checked;
  const [lng, lat] = value?.coordinates ?? [Number.NaN, Number.NaN];
  const latOutOfRange = Number.isFinite(lat) && Math.abs(lat) > 90;
  const lngOutOfRange = Number.isFinite(lng) && Math.abs(lng) > 180;
  const outOfRange = latOutOfRange || lngOutOfRange;
  // What is wrong with one box is said on that box: 'Please select location' alone, on both, did not say what.
  const boxProblem = (text: string, other: string, outside: boolean, key: 'latitude' | 'longitude') => {
    if (!checked) return undefined;
    if (text.trim() === '') return other.trim() !== '' ? translate(`resources.property.form.${key}Missing`) : undefined;
    if (Number.isNaN(toNumber(text))) return translate(v.notANumber, { value: text.trim() });
    return outside ? translate(key === 'latitude' ? v.latitudeRange : v.longitudeRange) : undefined;
  };
  const latProblem = boxProblem(texts.lat, texts.lng, latOutOfRange, 'latitude');
  const lngProblem = boxProblem(texts.lng, texts.lat, lngOutOfRange, 'longitude');
  const anyBoxProblem = Boolean(latProblem || lngProblem);
  // Both numbers fine on their own, the point not in India: said once a box is left, as a box's own problem is (or
  // that they look swapped), not "Please select location" after Save only.
  const placeProblem = checked && !anyBoxProblem && Number.isFinite(lat) && Number.isFinite(lng) && !outOfRange ? pointProblem(lng, lat) : undefined;
  const pointMessage = placeProblem ?? (showError && !anyBoxProblem ? v.location : undefined);
  // No marker for a point that is not on the map (a latitude of 200 drew one at the edge).
  const mapValue = Number.isFinite(lat) && Number.isFinite(lng) && !outOfRange ? { lng, lat } : null;

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('resources.property.form.mapHint')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 1, alignItems: { sm: 'center' } }}>
        <TextField
          label={translate('resources.property.fields.latitude')}
          value={texts.lat}
          onChange={handleText('lat')}
          onBlur={field.onBlur}
          error={Boolean(latProblem) || Boolean(pointMessage)}
          helperText={latProblem}
          size="small"
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          label={translate('resources.property.fields.longitude')}
          value={texts.lng}
          onChange={handleText('lng')}
          onBlur={field.onBlur}
          error={Boolean(lngProblem) || Boolean(pointMessage)}
          helperText={lngProblem}
          size="small"
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <Button onClick={handleClear} disabled={!value}>
          {translate('resources.property.form.clearLocation')}
        </Button>
      </Stack>
      {pointMessage && <FormHelperText error>{translate(pointMessage)}</FormHelperText>}
      <Suspense fallback={<Typography variant="body2">{translate('resources.property.form.mapLoading')}</Typography>}>
        <LocationMap value={mapValue} onChange={handleMap} />
      </Suspense>
    </Box>
  );
}
