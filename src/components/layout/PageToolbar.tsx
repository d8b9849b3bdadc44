import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { RouterLink } from '../ui/links';

/** The optional bar under the header (route flag `showToolbar`): where the page sits in the site. */
export default function PageToolbar({ title }: { title?: string }) {
  return (
    <Box sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg" sx={{ py: 1.25 }}>
        <Breadcrumbs aria-label="Breadcrumb">
          <RouterLink to="/">Home</RouterLink>
          {title && (
            <Typography aria-current="page" sx={{ color: 'text.primary' }}>
              {title}
            </Typography>
          )}
        </Breadcrumbs>
      </Container>
    </Box>
  );
}
