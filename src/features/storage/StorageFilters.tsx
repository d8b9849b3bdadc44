import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { DateFilterField } from '../../components/forms/DateField';
import { ClearFiltersButton, CommittedTextField, numberOrUndefined, textOf } from '../../components/forms/filters';
import type { StorageBrowseData } from './storage.api';
import { activeStorageFilters } from './storage-query';
import { STORAGE_RANGE_MAX, type StorageSearch } from './storage-search';

/** The id of the list's results heading, where clearing the filters leaves the focus. */
export const STORAGE_RESULTS_ID = 'storage-results';

export type StorageSearchPatch = Partial<StorageSearch>;
type NumberKey = 'sqftFrom' | 'sqftTo' | 'priceFrom' | 'priceTo' | 'unitsFrom' | 'unitsTo';

/** The URL's own bound: a larger number would be dropped from it and the filter would quietly not apply. */
const checkWholeNumber = (max: number) => (text: string) => {
  if (!/^\d+$/.test(text)) return 'Enter a whole number, 0 or more.';
  return Number(text) <= max ? undefined : `Enter a whole number, at most ${max.toLocaleString('en-US')}.`;
};

export const NO_STORAGE_FILTERS: StorageSearchPatch = {
  q: undefined,
  locations: undefined,
  sizes: undefined,
  sqftFrom: undefined,
  sqftTo: undefined,
  priceFrom: undefined,
  priceTo: undefined,
  unitsFrom: undefined,
  unitsTo: undefined,
  availableFrom: undefined,
  availableTo: undefined,
  availableNow: undefined,
};

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
        {legend}
      </Typography>
      {children}
    </Box>
  );
}

const toggled = (list: string[] | undefined, item: string, on: boolean) => {
  const next = on ? [...(list ?? []), item] : (list ?? []).filter((x) => x !== item);
  return next.length ? next : undefined;
};

/** The listing filters of spec section 3; each change goes to the URL. */
export function StorageFilters({ search, options, onChange }: { search: StorageSearch; options: Pick<StorageBrowseData, 'locations' | 'sizes'>; onChange: (patch: StorageSearchPatch) => void }) {
  const range = (legend: string, from: NumberKey, to: NumberKey, unit: string, max: number) => (
    <Group legend={legend}>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
        {([from, to] as const).map((key) => (
          <CommittedTextField
            key={key}
            label={key === from ? `From (${unit})` : `To (${unit})`}
            value={textOf(search[key])}
            onCommit={(text) => onChange({ [key]: numberOrUndefined(text) })}
            check={checkWholeNumber(max)}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        ))}
      </Box>
    </Group>
  );

  return (
    <Stack component="form" role="search" aria-label="Filter storage units" spacing={2.5} onSubmit={(event) => event.preventDefault()}>
      <Typography component="h2" variant="h3">
        Filters
      </Typography>
      <CommittedTextField label="Search by name" value={search.q ?? ''} onCommit={(q) => onChange({ q: q || undefined })} helperText="For example: drive-up, climate" />
      {options.locations.length > 0 && (
        <Group legend="Location">
          {options.locations.map((location) => (
            <FormControlLabel
              key={location.id}
              sx={{ display: 'flex' }}
              control={<Checkbox checked={search.locations?.includes(location.slug) ?? false} onChange={(_, on) => onChange({ locations: toggled(search.locations, location.slug, on) })} />}
              label={location.name}
            />
          ))}
        </Group>
      )}
      {options.sizes.length > 0 && (
        <Group legend="Size (feet)">
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }}>
            {options.sizes.map((size) => (
              <FormControlLabel
                key={size.id}
                control={<Checkbox checked={search.sizes?.includes(size.name) ?? false} onChange={(_, on) => onChange({ sizes: toggled(search.sizes, size.name, on) })} />}
                label={size.name}
              />
            ))}
          </Box>
        </Group>
      )}
      {range('Monthly price', 'priceFrom', 'priceTo', '$', STORAGE_RANGE_MAX.price)}
      {range('Square footage', 'sqftFrom', 'sqftTo', 'sq ft', STORAGE_RANGE_MAX.sqft)}
      {range('Units left', 'unitsFrom', 'unitsTo', 'units', STORAGE_RANGE_MAX.units)}
      <Group legend="Availability">
        <FormControlLabel
          control={<Checkbox checked={search.availableNow ?? false} onChange={(_, on) => onChange({ availableNow: on ? true : undefined })} />}
          label="Available now"
        />
        <Typography sx={{ fontSize: '0.9rem', color: 'text.secondary', my: 1 }}>Or becoming available between:</Typography>
        <Stack spacing={1.5}>
          {(['availableFrom', 'availableTo'] as const).map((key) => (
            <DateFilterField
              key={key}
              label={key === 'availableFrom' ? 'From' : 'To'}
              value={search[key] ?? ''}
              onCommit={(date) => onChange({ [key]: date || undefined })}
            />
          ))}
        </Stack>
      </Group>
      {activeStorageFilters(search) > 0 && (
        <ClearFiltersButton onClear={() => onChange(NO_STORAGE_FILTERS)} resultsId={STORAGE_RESULTS_ID} />
      )}
    </Stack>
  );
}
