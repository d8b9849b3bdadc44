import FilterListRoundedIcon from '@mui/icons-material/FilterListRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { createContext, type KeyboardEvent, type ReactNode, useContext, useEffect, useId, useRef, useState } from 'react';
import type { ErrorDisplay } from '../../api/errors';
import { useInTurns } from '../ui/InTurn';
import { LoadError } from '../ui/LoadFailed';
import { OutlinedField, type OutlinedFieldProps, OutlinedSelect } from './OutlinedField';

/** How long typing pauses before a text filter applies what was typed. */
export const FILTER_TYPING_PAUSE_MS = 500;

/**
 * A filter typed as text (a zip code, a price): it applies once the visitor pauses typing, as the
 * other filters apply as they are chosen, and at once on Enter or on leaving the field; not on every
 * key, which would load a list for each digit. A value that does not fit is not applied: leaving the
 * field or Enter says what is wrong, a pause says nothing yet (the visitor may still be typing it).
 */
export function CommittedTextField({
  value,
  onCommit,
  check,
  error,
  helperText,
  ...props
}: Omit<OutlinedFieldProps, 'value' | 'onChange' | 'onBlur' | 'onKeyDown'> & { value: string; onCommit: (text: string) => void; check?: (text: string) => string | undefined }) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  const [problem, setProblem] = useState<string>();
  const pause = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pause.current), []);
  // The URL changed under the field (cleared filters, back button): show the value in force.
  if (value !== shown) {
    setShown(value);
    setDraft(value);
    setProblem(undefined);
  }
  const commit = (typed: string, quietly = false) => {
    clearTimeout(pause.current);
    const text = typed.trim();
    const message = text ? check?.(text) : undefined;
    if (message && quietly) return;
    setProblem(message);
    if (!message && text !== value) onCommit(text);
  };
  return (
    <OutlinedField
      {...props}
      value={draft}
      onChange={(event) => {
        const typed = event.target.value;
        setDraft(typed);
        clearTimeout(pause.current);
        pause.current = setTimeout(() => commit(typed, true), FILTER_TYPING_PAUSE_MS);
      }}
      onBlur={() => commit(draft)}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit(draft);
        }
      }}
      error={Boolean(problem) || error}
      helperText={problem ?? helperText}
    />
  );
}

/**
 * Props of a TextField as a native select: the phone's own picker, and the label kept above the value
 * (MUI would lay it over an option whose value is empty, such as "All trades").
 */
export const nativeSelect = { select: true, slotProps: { select: { native: true }, inputLabel: { shrink: true } } } as const;

/** A number typed as a filter, or undefined when the field is empty. */
export const numberOrUndefined = (text: string) => (text.trim() === '' ? undefined : Number(text));
export const textOf = (value: number | string | undefined) => (value === undefined ? '' : String(value));

/**
 * The frame of a filtered list: the filters beside the results on wide screens, above them behind a
 * "Filters" button on phones.
 */
export function FilteredList({ filters, activeFilters, children }: { filters: ReactNode; activeFilters: number; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <Box sx={{ display: 'grid', gap: { xs: 2, md: 4 }, gridTemplateColumns: { xs: '1fr', md: '300px 1fr' }, alignItems: 'start' }}>
      <Box>
        <Button
          variant="outlined"
          startIcon={<FilterListRoundedIcon />}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
          sx={{ display: { md: 'none' }, mb: open ? 2 : 0 }}
          fullWidth
        >
          {open ? 'Hide filters' : 'Show filters'}
          {activeFilters > 0 && ` (${activeFilters} set)`}
        </Button>
        <Paper
          id={panelId}
          variant="outlined"
          sx={{ p: 2.5, display: { xs: open ? 'block' : 'none', md: 'block' }, position: { md: 'sticky' }, top: { md: 88 } }}
        >
          {filters}
        </Paper>
      </Box>
      <Box sx={{ minWidth: 0 }}>{children}</Box>
    </Box>
  );
}

/**
 * "Clear all filters" in a list's filters: clearing takes the button away with the focus it had, so
 * the focus goes to the results heading (`resultsId`, the `id` of the list's `FilteredResults`), as it
 * does from the empty results' button and on a change of page.
 */
export function ClearFiltersButton({ onClear, resultsId }: { onClear: () => void; resultsId: string }) {
  return (
    <Button
      variant="text"
      onClick={() => {
        onClear();
        document.getElementById(resultsId)?.focus();
      }}
    >
      Clear all filters
    </Button>
  );
}

/** Cards standing in for results on their way; hidden from assistive technology, which hears aria-busy instead. */
export function ResultSkeletons({ count = 4, height = 200 }: { count?: number; height?: number }) {
  return (
    <Box aria-hidden sx={{ display: 'grid', gap: 2 }}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={height} />
      ))}
    </Box>
  );
}

/** Moves the focus to the heading of the results shown in (`FilteredResults`). */
const FocusResultsHeading = createContext<(() => void) | undefined>(undefined);

/**
 * Nothing matched: says so and offers the way back to everything. Clearing takes this away, with the
 * button that had the focus: the focus goes to the results heading, as on a change of page, so a
 * keyboard goes on from the list rather than from the top of the document.
 */
export function EmptyResults({ title, hint, onClear }: { title: string; hint: string; onClear?: () => void }) {
  const focusResultsHeading = useContext(FocusResultsHeading);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
      <Typography component="p" variant="h3" gutterBottom>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: onClear ? 2.5 : 0 }}>{hint}</Typography>
      {onClear && (
        <Button
          variant="contained"
          onClick={() => {
            onClear();
            focusResultsHeading?.();
          }}
        >
          Clear all filters
        </Button>
      )}
    </Paper>
  );
}

/**
 * "Showing 13–24 of 40 contractors", read out when the results change. The loaders never hand over a
 * page past the last one (`lastPageInstead` in lib/url-search.ts sends the visitor to the last).
 */
export function resultCount(page: { page: number; perPage: number; totalItems: number }, noun: [one: string, many: string]) {
  const { perPage, totalItems } = page;
  if (totalItems === 0) return `No ${noun[1]}`;
  const first = (page.page - 1) * perPage + 1;
  const last = Math.min(page.page * perPage, totalItems);
  const name = totalItems === 1 ? noun[0] : noun[1];
  return first === 1 && last === totalItems ? `${totalItems} ${name}` : `Showing ${first}–${last} of ${totalItems} ${name}`;
}

export function Pager({ page, totalPages, onPage, label }: { page: number; totalPages: number; onPage: (page: number) => void; label: string }) {
  if (totalPages <= 1) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
      <Pagination aria-label={label} count={totalPages} page={Math.min(page, totalPages)} onChange={(_, next) => onPage(next)} color="primary" siblingCount={1} />
    </Box>
  );
}

export interface FilteredResultsProps<T extends { id: string }> {
  /** Id of the results heading. */
  id: string;
  /** What is listed, singular and plural: "Showing 1–12 of 40 contractors". */
  noun: [one: string, many: string];
  page: { items: T[]; page: number; perPage: number; totalItems: number; totalPages: number } | undefined;
  loading: boolean;
  error: ErrorDisplay | undefined;
  onRetry: () => void;
  /** Shown instead of the results when the search itself cannot run (an unknown zip code). */
  problem?: ReactNode;
  /** Shown when nothing matched. */
  empty: ReactNode;
  /** The "Sort by" control. */
  sort: ReactNode;
  renderItem: (item: T) => ReactNode;
  columns: { xs?: string; sm?: string; lg?: string };
  skeletonHeight: number;
  onPage: (page: number) => void;
  /**
   * Items drawn in the first commit, about a phone's screenful; the others, then the pages, follow
   * one commit each (`useInTurns`). All at once when not given: a prerendered list is hydrated whole.
   */
  drawnFirst?: number;
}

/**
 * The results half of a filtered list: a heading that counts them (read out as they change), the
 * order, skeletons while a new search loads, the error, the empty state or the cards, and the pages.
 * Changing page, or clearing the filters from the empty state, moves focus to the heading, so the next
 * card read is the first of the new list.
 */
export function FilteredResults<T extends { id: string }>(props: FilteredResultsProps<T>) {
  const { id, noun, page, loading, error, onRetry, problem, empty, sort, renderItem, columns, skeletonHeight, onPage, drawnFirst } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = () => {
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'start' });
  };
  const items = page?.items ?? [];
  // The pages are one turn more than the items.
  const drawn = useInTurns(drawnFirst === undefined ? 0 : items.length + 1, drawnFirst ?? 0);
  const allDrawn = drawnFirst === undefined || drawn > items.length;
  let body: ReactNode = null;
  if (loading) body = <ResultSkeletons count={4} height={skeletonHeight} />;
  else if (problem) body = problem;
  else if (error) body = <LoadError error={error} onRetry={onRetry} />;
  else if (page && page.items.length === 0) body = empty;
  else if (page)
    body = (
      // A card whose content is wider than its column gets the column's width, not a wider page.
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', ...columns }, '& > li': { minWidth: 0 } }}>
        {(allDrawn ? items : items.slice(0, drawn)).map((item) => (
          <li key={item.id}>{renderItem(item)}</li>
        ))}
      </Box>
    );
  return (
    <Box component="section" aria-labelledby={id} aria-busy={loading}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 2.5 }}>
        <Typography id={id} ref={heading} tabIndex={-1} component="h2" variant="h3" aria-live="polite" sx={{ outline: 'none' }}>
          {page && !problem ? resultCount(page, noun) : noun[1].replace(/^./, (c) => c.toUpperCase())}
        </Typography>
        {sort}
      </Box>
      <FocusResultsHeading value={focusHeading}>{body}</FocusResultsHeading>
      {page && !loading && !problem && allDrawn && (
        <Pager
          label={`Pages of ${noun[1]}`}
          page={page.page}
          totalPages={page.totalPages}
          onPage={(next) => {
            onPage(next);
            focusHeading();
          }}
        />
      )}
    </Box>
  );
}

/** The "Sort by" select of a list. */
export function SortSelect<K extends string>({ value, options, onChange, disabled = () => false }: { value: K; options: Record<K, { label: string }>; onChange: (sort: K) => void; disabled?: (sort: K) => string | false }) {
  return (
    <OutlinedSelect label="Sort by" size="small" value={value} onChange={(event) => onChange(event.target.value as K)} sx={{ width: { xs: '100%', sm: 250 } }}>
      {(Object.keys(options) as K[]).map((key) => {
        const why = disabled(key);
        return (
          <option key={key} value={key} disabled={Boolean(why)}>
            {options[key].label}
            {why ? ` (${why})` : ''}
          </option>
        );
      })}
    </OutlinedSelect>
  );
}
