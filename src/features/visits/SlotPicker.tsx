import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { TimeSlot } from '../../../contract/appointments';
import { formatClock, formatDayKey } from './visit-time';

export interface SlotPickerProps {
  /** The days with a free time, `YYYY-MM-DD` in the customer's zone. */
  days: string[];
  day: string | null;
  /** The free times of the chosen day. */
  times: TimeSlot[];
  timeZone: string;
  onDay: (day: string) => void;
  onTime: (slot: TimeSlot) => void;
}

/** A contractor's free times by day, then arrival window: the first visit's choice and a move's. */
export function SlotPicker({ days, day, times, timeZone, onDay, onTime }: SlotPickerProps) {
  const dayLabel = useId();
  const timeLabel = useId();
  return (
    <Stack spacing={2}>
      <Box role="group" aria-labelledby={dayLabel}>
        <Typography id={dayLabel} component="h3" sx={{ fontWeight: 700, mb: 1 }}>
          Day
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {days.map((key) => (
            <Button key={key} size="small" variant={day === key ? 'contained' : 'outlined'} aria-pressed={day === key} onClick={() => onDay(key)}>
              {formatDayKey(key)}
            </Button>
          ))}
        </Box>
      </Box>
      {day && (
        <Box role="group" aria-labelledby={timeLabel}>
          <Typography id={timeLabel} component="h3" sx={{ fontWeight: 700, mb: 1 }}>
            Arrival window on {formatDayKey(day)}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {times.map((slot) => (
              <Button key={slot.start} size="small" variant="outlined" onClick={() => onTime(slot)}>
                {formatClock(slot.start, timeZone)} – {formatClock(slot.end, timeZone)}
              </Button>
            ))}
          </Box>
        </Box>
      )}
    </Stack>
  );
}
