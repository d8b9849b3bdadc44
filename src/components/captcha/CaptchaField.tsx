import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import MuiLink from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type ReCAPTCHA from 'react-google-recaptcha';
import { site } from '../../config/site';
import { formatPhone, phoneHref } from '../../lib/format';
import type { Captcha } from './use-captcha';

// Google's script and the widget load with the first form that shows the check, never with the landing page.
const Recaptcha = lazy(() => import('react-google-recaptcha'));

/**
 * How long the check may take to appear before the visitor is told it could not load. Google's script
 * reports only once it has loaded (react-google-recaptcha's onErrored needs it), so a script that is
 * blocked or never answers would otherwise leave an empty space and a request to tick a box that is not there.
 */
export const CAPTCHA_LOAD_TIMEOUT_MS = 8_000;
export const CAPTCHA_UNAVAILABLE = 'The security check could not load. Check your connection and reload the page, or call us and we will take your request by phone.';

/** The reCAPTCHA v2 box of a public form, with a way through that needs neither sight nor hearing: the phone. */
export function CaptchaField({ captcha, error }: { captcha: Captcha; error?: string | undefined }) {
  const labelId = useId();
  const errorId = useId();
  const widget = useRef<ReCAPTCHA>(null);
  const container = useRef<HTMLDivElement>(null);
  const { attach, setToken, setUnavailable, enabled } = captcha;
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    attach({
      reset: () => widget.current?.reset(),
      focus: () => {
        container.current?.scrollIntoView?.({ block: 'center' });
        container.current?.focus();
      },
    });
    return () => attach(null);
  }, [attach]);
  useEffect(() => {
    if (!enabled || loaded) return;
    const late = setTimeout(() => setUnavailable(true), CAPTCHA_LOAD_TIMEOUT_MS);
    return () => clearTimeout(late);
  }, [enabled, loaded, setUnavailable]);
  if (!captcha.enabled) return null;
  return (
    <Box
      ref={container}
      tabIndex={-1}
      role="group"
      aria-labelledby={labelId}
      aria-describedby={error || captcha.unavailable ? errorId : undefined}
      sx={{ outline: 'none', '&:focus-visible': { outline: 2, outlineColor: 'primary.dark', outlineOffset: 4, borderRadius: 1 } }}
    >
      <Typography id={labelId} component="p" sx={{ fontWeight: 600, mb: 1 }}>
        Security check
      </Typography>
      <Suspense fallback={<Skeleton variant="rounded" width={304} height={78} aria-label="Loading the security check" />}>
        <Recaptcha
          ref={widget}
          sitekey={captcha.siteKey}
          asyncScriptOnLoad={(script?: { loaded?: boolean; errored?: boolean }) => {
            setLoaded(Boolean(script?.loaded));
            setUnavailable(!script?.loaded);
          }}
          onChange={(token) => {
            setUnavailable(false);
            setToken(token ?? undefined);
          }}
          onExpired={() => setToken(undefined)}
          onErrored={() => setUnavailable(true)}
        />
      </Suspense>
      {/* Once the check cannot load, asking to tick it is no help: the form's own message says so too. */}
      {(error || captcha.unavailable) && (
        <FormHelperText id={errorId} error sx={{ mx: 0 }}>
          {captcha.unavailable ? CAPTCHA_UNAVAILABLE : error}
        </FormHelperText>
      )}
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        Can't complete the check? Call us at <MuiLink href={phoneHref(site.phone)}>{formatPhone(site.phone)}</MuiLink> and we will take your
        request by phone.
      </Typography>
    </Box>
  );
}
