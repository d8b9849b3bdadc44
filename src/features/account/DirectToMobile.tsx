import AndroidRoundedIcon from '@mui/icons-material/AndroidRounded';
import AppleIcon from '@mui/icons-material/Apple';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAuth, useAuthView } from '../../auth/auth-handle';
import { RouterLink } from '../../components/ui/links';
import { env } from '../../config/env';
import { site } from '../../config/site';
import { directToMobileTitle, isSystemManager } from './direct-to-mobile-title';


/**
 * Where signed-in contractors land (spec sections 1 and 6: contractors do not use the web app):
 * the links to the mobile app, the way to delete the account on the web (the one page the route
 * guard leaves open to them, docs/decisions/010-contractors-delete-their-account-on-the-web.md), and
 * a way to sign out. System managers land here too, as the web has no pages for them either
 * (ARCHITECTURE.md): the page says so, without the app, which is for contractors.
 */
export function DirectToMobile() {
  const view = useAuthView();
  const auth = useAuth();
  const name = view.identity?.firstName;
  const manager = isSystemManager(view.identity);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Typography sx={{ fontWeight: 700, color: 'primary.main', mb: 2 }}>{site.name}</Typography>
      <Typography variant="h1" gutterBottom>
        {directToMobileTitle(view.identity)}
      </Typography>
      {manager ? (
        <Typography sx={{ fontSize: '1.125rem', mb: 5 }}>
          {name ? `${name}, this` : 'This'} is a system manager’s account. The website’s pages are for customers, and contractors work from our mobile app, so
          neither has anything for this account. Log out to browse the website as a visitor.
        </Typography>
      ) : (
        <>
          <Typography sx={{ fontSize: '1.125rem', mb: 4 }}>
            {name ? `${name}, contractors` : 'Contractors'} work from our mobile app: job requests near you, estimates, your schedule and
            payments are all there. Download it and sign in with the same phone number.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center', mb: 5 }}>
            <Button variant="contained" size="large" href={env.VITE_ANDROID_APP_URL} rel="noopener noreferrer" startIcon={<AndroidRoundedIcon />}>
              Get the Android app
            </Button>
            <Button variant="contained" size="large" href={env.VITE_IPHONE_APP_URL} rel="noopener noreferrer" startIcon={<AppleIcon />}>
              Get the iPhone app
            </Button>
          </Stack>
        </>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        Want to leave for good? <RouterLink to="/account-deletion" underline="always">Delete your account</RouterLink>.
      </Typography>
      {view.status === 'signedIn' && (
        <Box>
          <Button variant="text" onClick={() => auth.send({ type: 'auth.logout' })}>
            Log Out
          </Button>
        </Box>
      )}
    </Container>
  );
}
