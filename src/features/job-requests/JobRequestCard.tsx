import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { JobRequest } from '../../../contract/job-requests';
import { RouterLink } from '../../components/ui/links';
import { formatDate } from '../../lib/format';
import { JobPhotoImage } from './JobPhoto';
import { jobStanding, statusColor } from './job-status';

/**
 * One request in My Job Requests: its cover photo, name, trade, status and next step, dates, and what
 * is due, in the job page's words (`jobStanding`) at `now`.
 */
export function JobRequestCard({ job, now = new Date().toISOString() }: { job: JobRequest; now?: string }) {
  const headingId = useId();
  const { label, chips, nextStep } = jobStanding(job, now);
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{
        p: { xs: 2, sm: 2.5 },
        display: 'flex',
        gap: { xs: 1.5, sm: 2.5 },
        alignItems: 'flex-start',
      }}
    >
      <Box sx={{ width: { xs: 64, sm: 96 }, flexShrink: 0 }}>
        <JobPhotoImage id={job.coverPhotoId} variant="thumbnail" alt={`Photo of ${job.name}`} size="100%" />
      </Box>
      <Box
        sx={{
          minWidth: 0,
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          gap: 0.75,
        }}
      >
        <Box>
          <Typography id={headingId} component="h3" variant="h3" sx={{ fontSize: '1.15rem', overflowWrap: 'anywhere' }}>
            <RouterLink to="/job-requests/$id" params={{ id: job.id }}>
              {job.name}
            </RouterLink>
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{job.trade.name}</Typography>
        </Box>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 0.75,
            alignItems: 'center',
          }}
        >
          <Chip label={label} color={statusColor(job.status)} size="small" />
          {chips.map((chip) => (
            <Chip key={chip.label} label={chip.label} color={chip.color} variant={chip.variant} size="small" />
          ))}
        </Box>
        {nextStep && <Typography sx={{ fontSize: '0.95rem' }}>{nextStep}</Typography>}
        <Typography sx={{ color: 'text.secondary', fontSize: '0.9rem' }}>
          Requested {formatDate(job.createdAt)}
          {job.visitStartsAt && (
            <Box component="span" sx={{ display: 'block', color: 'text.primary', fontWeight: 600 }}>
              Visit {formatDate(job.visitStartsAt, { withTime: true, withZone: true })}
            </Box>
          )}
        </Typography>
      </Box>
    </Paper>
  );
}
