import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { outlinedSx } from '../../app/theme';

/** The outlined box Book A Job's form sits in, and its stand-in before the form's code has come. */
export function FormFrame({ children }: { children: ReactNode }) {
  return <Box sx={{ ...outlinedSx, p: { xs: 2.5, sm: 4 } }}>{children}</Box>;
}
