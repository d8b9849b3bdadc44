import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DraggableDialog } from '../../components/ui/DraggableDialog';
import { ButtonLink } from '../../components/ui/links';
import { site } from '../../config/site';
import { formatPhone, phoneHref } from '../../lib/format';

/**
 * The Help dialog when no help widget is configured: how to reach the provider now. The contact form
 * (name, e-mail, message posted to /ContactUs with the prefilled identity of `helpIdentity()`) takes
 * the body of this dialog when the Contact Us screen is built.
 */
export default function ContactDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <DraggableDialog
      open={open}
      onClose={onClose}
      title="How can we help?"
      actions={
        <>
          <Button onClick={onClose}>Close</Button>
          <ButtonLink to="/contact-us" variant="contained" onClick={onClose}>
            Write to us
          </ButtonLink>
        </>
      }
    >
      <Stack spacing={2}>
        <Typography>
          Questions about a job, a membership or a storage unit? Send us a message and we will get back to you within one business
          day.
        </Typography>
        <Typography>
          In a hurry? Call{' '}
          <MuiLink href={phoneHref(site.phone)} sx={{ fontWeight: 700 }}>
            {formatPhone(site.phone)}
          </MuiLink>
          .
        </Typography>
      </Stack>
    </DraggableDialog>
  );
}
