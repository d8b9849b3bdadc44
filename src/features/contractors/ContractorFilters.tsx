import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { TradeRef } from '../../../contract/catalogue';
import { ClearFiltersButton, CommittedTextField, numberOrUndefined, textOf } from '../../components/forms/filters';
import { OutlinedSelect } from '../../components/forms/OutlinedField';
import type { ContractorSearch } from './contractor-search';

/** The id of the list's results heading, where clearing the filters leaves the focus. */
export const CONTRACTOR_RESULTS_ID = 'contractor-results';

export type ContractorSearchPatch = Partial<ContractorSearch>;

const ratingFloors = [4.5, 4, 3, 2, 1];
const ratingCeilings = [5, 4.5, 4, 3, 2];
const stars = (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`;

const checkMiles = (text: string) => {
  const miles = Number(text);
  return Number.isFinite(miles) && miles >= 0 && miles <= 500 ? undefined : 'Enter a distance from 0 to 500 miles.';
};
const checkZip = (text: string) => (/^\d{5}$/.test(text) ? undefined : 'Enter a 5-digit zip code.');

export const NO_CONTRACTOR_FILTERS: ContractorSearchPatch = {
  trade: undefined,
  zip: undefined,
  milesFrom: undefined,
  milesTo: undefined,
  ratingFrom: undefined,
  ratingTo: undefined,
  sort: undefined,
};

export function activeContractorFilters(search: ContractorSearch) {
  return [search.trade, search.zip, search.milesFrom ?? search.milesTo, search.ratingFrom ?? search.ratingTo].filter((value) => value !== undefined).length;
}

/** Trade, zip code, distance and rating of the contractor list; each change goes to the URL. */
export function ContractorFilters({
  search,
  trades,
  zipError,
  onChange,
}: {
  search: ContractorSearch;
  trades: TradeRef[];
  zipError?: string | undefined;
  onChange: (patch: ContractorSearchPatch) => void;
}) {
  const distanceHint = useId();
  const noZip = !search.zip;
  return (
    <Stack component="form" role="search" aria-label="Filter contractors" spacing={2.5} onSubmit={(event) => event.preventDefault()}>
      <Typography component="h2" variant="h3">
        Filters
      </Typography>
      <OutlinedSelect label="Trade" value={search.trade ?? ''} onChange={(event) => onChange({ trade: event.target.value || undefined })}>
        <option value="">All trades</option>
        {trades.map((trade) => (
          <option key={trade.id} value={trade.slug}>
            {trade.name}
          </option>
        ))}
      </OutlinedSelect>
      <CommittedTextField
        label="Your zip code"
        value={search.zip ?? ''}
        onCommit={(zip) => onChange(zip ? { zip } : { zip: undefined, milesFrom: undefined, milesTo: undefined })}
        check={checkZip}
        error={Boolean(zipError)}
        helperText={zipError ?? 'Shows how far each contractor is from you.'}
        autoComplete="postal-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
      />
      <Box component="fieldset" aria-describedby={noZip ? distanceHint : undefined} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
        <Typography component="legend" sx={{ fontWeight: 600, mb: 1.25 }}>
          Distance in miles
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
          <CommittedTextField label="From" value={textOf(search.milesFrom)} onCommit={(text) => onChange({ milesFrom: numberOrUndefined(text) })} check={checkMiles} disabled={noZip} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
          <CommittedTextField label="To" value={textOf(search.milesTo)} onCommit={(text) => onChange({ milesTo: numberOrUndefined(text) })} check={checkMiles} disabled={noZip} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
        </Box>
        {noZip && (
          <FormHelperText id={distanceHint} sx={{ mx: 0 }}>
            Enter your zip code to filter by distance.
          </FormHelperText>
        )}
      </Box>
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
        <Typography component="legend" sx={{ fontWeight: 600, mb: 1.25 }}>
          Rating
        </Typography>
        <Stack spacing={1.5}>
          <OutlinedSelect label="From" value={textOf(search.ratingFrom)} onChange={(event) => onChange({ ratingFrom: numberOrUndefined(event.target.value) })}>
            <option value="">Any rating</option>
            {ratingFloors.map((n) => (
              <option key={n} value={n}>
                {stars(n)} & up
              </option>
            ))}
          </OutlinedSelect>
          <OutlinedSelect label="To" value={textOf(search.ratingTo)} onChange={(event) => onChange({ ratingTo: numberOrUndefined(event.target.value) })}>
            <option value="">Any rating</option>
            {ratingCeilings.map((n) => (
              <option key={n} value={n}>
                Up to {stars(n)}
              </option>
            ))}
          </OutlinedSelect>
        </Stack>
      </Box>
      {activeContractorFilters(search) > 0 && (
        <ClearFiltersButton onClear={() => onChange(NO_CONTRACTOR_FILTERS)} resultsId={CONTRACTOR_RESULTS_ID} />
      )}
    </Stack>
  );
}
