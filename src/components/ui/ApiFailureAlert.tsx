import Alert, { type AlertProps } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { Fragment, type ReactNode, type Ref } from 'react';
import type { ApiFailure } from '../../../machines/api-failure';
import { describeApiFailure } from '../../api/errors';

export interface ApiFailureAlertProps extends Omit<AlertProps, 'children' | 'title' | 'ref'> {
  failure: ApiFailure | null | undefined;
  /** The screen's own sentence before the failure's: what did not happen, or may not have. */
  lead?: ReactNode;
  /** The screen's own sentence after it: what the person can do now. */
  trail?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/** Sentences one after another, a space between. */
const spaced = (parts: ReactNode[]) =>
  parts
    .filter((part) => part !== undefined && part !== null && part !== false && part !== '')
    .map((part, i) => (
      <Fragment key={i}>
        {i > 0 && ' '}
        {part}
      </Fragment>
    ));

/**
 * A failed call in a screen's alert. When the server said why, its words as spec section 8 shows them
 * (its title over the lines of its detail) and the screen's own sentences below them; else the
 * screen's sentences around the failure's own one, on one line.
 */
export function ApiFailureAlert({ failure, lead, trail, ...alert }: ApiFailureAlertProps) {
  const shown = failure ? describeApiFailure(failure) : undefined;
  if (!failure?.title || !shown) return <Alert {...alert}>{spaced([lead, shown?.title, trail])}</Alert>;
  const own = spaced([lead, trail]);
  return (
    <Alert {...alert}>
      <AlertTitle>{shown.title}</AlertTitle>
      {shown.detail && <div style={{ whiteSpace: 'pre-line' }}>{shown.detail}</div>}
      {own.length > 0 && <div>{own}</div>}
    </Alert>
  );
}
