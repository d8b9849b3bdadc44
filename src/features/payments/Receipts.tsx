import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { JobPayment } from '../../../contract/job-requests';
import { formatDate, formatUsdPreciseFromCents } from '../../lib/format';
import { cardWords, PAYMENT_WORDS } from './PaymentStep';

const title = (kind: JobPayment['kind']) => PAYMENT_WORDS[kind][0]!.toUpperCase() + PAYMENT_WORDS[kind].slice(1);

/** How the server names a line of extra work without the contractor's words (`lineDescription`). */
const EXTRA_WORK = 'Extra work';

/** Receipts of a job's payments: kind (or each line one card step paid, or the extra work it paid), amount, card, date, contractor, and what was refunded. */
export function Receipts({ payments }: { payments: readonly JobPayment[] }) {
  if (payments.length === 0) return null;
  return (
    <Box component="ul" aria-label="Receipts" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {payments.map((p) => (
        <Box component="li" key={p.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}>
          <Typography sx={{ fontWeight: 700 }}>
            Receipt: {p.lines && p.lines.length > 1 ? 'Payment' : title(p.kind)} {formatUsdPreciseFromCents(p.amountCents)}
          </Typography>
          {/* A payment for extra work alone says which of it it paid. */}
          {p.lines?.length === 1 && p.lines[0]!.kind === 'SubsequentPayment' && p.lines[0]!.description !== EXTRA_WORK && (
            <Typography variant="body2">{p.lines[0]!.description}</Typography>
          )}
          {p.lines && p.lines.length > 1 && (
            <Box component="ul" aria-label="Paid" sx={{ m: 0, pl: 2 }}>
              {p.lines.map((line) => (
                <Typography component="li" variant="body2" key={line.kind}>
                  {line.description}: {formatUsdPreciseFromCents(line.amountCents)}
                </Typography>
              ))}
            </Box>
          )}
          <Typography variant="body2">
            {cardWords(p.card)} · {formatDate(p.paidAt)}
            {p.contractor ? ` · ${p.contractor.businessName}` : ''}
          </Typography>
          {p.refundedCents > 0 && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Refunded {formatUsdPreciseFromCents(p.refundedCents)}
              {p.refundedAt ? ` on ${formatDate(p.refundedAt)}` : ''}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
