import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DraggableDialog } from '../../components/ui/DraggableDialog';
import { site } from '../../config/site';
import { formatPhone, phoneHref } from '../../lib/format';
import { ContactForm } from '../../components/forms/ContactForm';
import { helpIdentity } from '../../lib/help-widget';

/**
 * The Help dialog when no help widget is configured: the contact form of Contact Us (posted to
 * /ContactUs), prefilled with who is signed in, and the phone for anyone in a hurry. Kept mounted while
 * closed, so a half-written message is still there when Help is clicked again.
 */
export default function ContactDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <DraggableDialog open={open} keepMounted onClose={onClose} title="How can we help?" actions={<Button onClick={onClose}>Close</Button>}>
      <Typography sx={{ mb: 1 }}>Questions about a job, a membership or a storage unit? Send us a message and we will answer within one business day.</Typography>
      <Typography sx={{ mb: 2.5 }}>
        In a hurry? Call{' '}
        <MuiLink href={phoneHref(site.phone)} sx={{ fontWeight: 700 }}>
          {formatPhone(site.phone)}
        </MuiLink>
        .
      </Typography>
      <ContactForm from={helpIdentity()} headingLevel="h3" messageRows={4} />
    </DraggableDialog>
  );
}
