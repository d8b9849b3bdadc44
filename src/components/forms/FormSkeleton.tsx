import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { env } from '../../config/env';
import { site } from '../../config/site';
import { formatPhone } from '../../lib/phone';
import { Skeleton } from '../ui/Skeleton';

/** One field of the form a skeleton stands in for: its hint (the helper text under it) and its rows if it is a text area. */
export interface SkeletonField {
  hint?: string;
  rows?: number;
}

// An outlined MUI field: 16.5 px of padding above and below lines of 1.4375em at 16 px.
const FIELD_PADDING = 33;
const LINE = 23;

/** Typed as MUI's FormHelperText of an outlined field, kept invisible: the hint wraps as the real one will. */
const hintSx = { display: 'block', mt: '3px', mx: '14px', visibility: 'hidden' } as const;

/** A field's block at an outlined field's height, with its hint's lines. */
export function FieldSkeleton({ hint, rows = 1 }: SkeletonField) {
  return (
    <div>
      <Skeleton height={FIELD_PADDING + LINE * rows} />
      {hint && (
        <Typography variant="caption" sx={hintSx}>
          {hint}
        </Typography>
      )}
    </div>
  );
}

/** The captcha's label, box and phone line, when the site has a captcha key (CaptchaField). */
export function CaptchaSkeleton() {
  if (env.VITE_RECAPTCHA_SITE_KEY === '') return null;
  return (
    <div>
      <Typography component="p" sx={{ fontWeight: 600, mb: 1 }}>
        Security check
      </Typography>
      <Skeleton width={304} height={78} />
      <Typography variant="body2" sx={{ mt: 1, visibility: 'hidden' }}>
        Can't complete the check? Call us at {formatPhone(site.phone)} and we will take your request by phone.
      </Typography>
    </div>
  );
}

/** A large send button's height (SubmitButton). */
export const SUBMIT_BUTTON_HEIGHT = 42.25;

/**
 * What a form's `Stack` of fields looks like before its code (MUI's inputs, the contract's schema, the
 * captcha) has loaded: a block per field at the field's height, its hint's lines, the captcha's box and
 * the send button, so nothing moves when the form replaces it
 * (docs/performance.md, "JavaScript before the first paint"). `spacing` is the form's Stack's.
 */
export function FormSkeleton({ fields, spacing = 2.25 }: { fields: SkeletonField[]; spacing?: number }) {
  return (
    <Box aria-hidden="true" sx={{ display: 'flex', flexDirection: 'column', gap: spacing }}>
      {fields.map((field, i) => (
        <FieldSkeleton key={i} {...field} />
      ))}
      <CaptchaSkeleton />
      <Skeleton height={SUBMIT_BUTTON_HEIGHT} />
    </Box>
  );
}
