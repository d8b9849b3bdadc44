import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A group of a long form's fields under a heading a screen reader announces with each field. */
export function FormSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h2" sx={{ fontSize: '1.3rem', mb: 2 }}>
        {legend}
      </Typography>
      <Stack spacing={2.25}>{children}</Stack>
    </Box>
  );
}
