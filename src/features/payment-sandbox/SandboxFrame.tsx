import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * The frame of the payment sandbox's pages, which stand where Stripe's hosted checkout and customer
 * portal would be: plainly marked, so nobody takes a test payment for a real one.
 */
export function SandboxFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'gray.100', py: { xs: 3, md: 6 } }}>
      <Container maxWidth="sm">
        <Alert severity="warning" icon={false} role="note" sx={{ mb: 3, borderRadius: 2 }}>
          <Typography sx={{ fontWeight: 800, letterSpacing: 1 }}>SANDBOX</Typography>
          <Typography variant="body2">
            Test payments only: no money moves. 4242 4242 4242 4242 pays, 4000 0000 0000 9995 is declined, 4000 0027 6000 3184 asks for 3-D Secure; any future
            expiration date, any CVC and any ZIP.
          </Typography>
        </Alert>
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, borderRadius: 3 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 700, mb: 0.5 }}>
            Southborough Home Services
          </Typography>
          <Typography component="h1" variant="h2" sx={{ mb: 3 }}>
            {title}
          </Typography>
          {children}
        </Paper>
      </Container>
    </Box>
  );
}
