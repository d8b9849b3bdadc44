import Alert from '@mui/material/Alert';
import type { TradeRef } from '../../../contract/catalogue';

/** The contractor a card's "Book a job" asked for, with the services they do. */
export interface AskedContractor {
  id: string;
  businessName: string;
  trades: TradeRef[];
}

/**
 * Whether a job of this service goes to the contractor first. The server refuses a request naming a
 * contractor who does not do its service (server/jobs/requests.ts), and the form offers such a job to
 * the nearest who do, as the note says, so only then is the contractor named in the request.
 */
export const asksContractor = (contractor: AskedContractor | undefined, tradeId: string): contractor is AskedContractor =>
  !!contractor && contractor.trades.some((trade) => trade.id === tradeId);

const either = new Intl.ListFormat('en-US', { type: 'disjunction' });

function noteOf(contractor: AskedContractor, chosen: TradeRef | undefined): { severity: 'info' | 'warning'; text: string } {
  const name = contractor.businessName;
  const theirs = either.format(contractor.trades.map((trade) => trade.name));
  if (chosen && contractor.trades.some((trade) => trade.id === chosen.id)) return { severity: 'info', text: `We'll ask ${name} first.` };
  if (contractor.trades.length === 0) {
    return { severity: 'warning', text: `${name} takes no jobs through us at the moment: we'll offer yours to the nearest contractors who do the service.` };
  }
  if (!chosen) return { severity: 'info', text: `Choose ${theirs} and we'll ask ${name} first.` };
  return {
    severity: 'warning',
    text: `${name} doesn't do ${chosen.name}: we'll offer this job to the nearest contractors who do. To ask ${name} first, choose ${theirs}.`,
  };
}

/**
 * What becomes of the contractor asked for, as the service chosen stands: asked first only for a
 * service they do. It says so again as the service changes, politely (a status, not an alert).
 */
export function AskedContractorNote({ contractor, tradeId, trades }: { contractor: AskedContractor; tradeId: string; trades: TradeRef[] }) {
  const { severity, text } = noteOf(contractor, trades.find((trade) => trade.id === tradeId));
  return (
    <Alert role="status" severity={severity}>
      {text}
    </Alert>
  );
}
