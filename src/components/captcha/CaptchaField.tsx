import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import MuiLink from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type Ref, type RefObject, Suspense, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import type ReCAPTCHA from 'react-google-recaptcha';
import type { ReCAPTCHAProps } from 'react-google-recaptcha';
import { site } from '../../config/site';
import { formatPhone, phoneHref } from '../../lib/format';
import { lazyOrNothing } from '../../lib/or-nothing';
import type { Captcha } from './use-captcha';

/** The widget as the page draws it: `onCodeMissing` is told whether its own code did not come (`RecaptchaMissing`). */
type WidgetProps = ReCAPTCHAProps & { ref?: Ref<ReCAPTCHA>; onCodeMissing: (missing: boolean) => void };

/**
 * The widget's own code did not come (offline, or a release replaced its chunk): the check says so,
 * and the widget is loaded again once the browser is back online. Thrown, the failure would take the
 * form, and what was typed in it, with it.
 */
function RecaptchaMissing({ onCodeMissing }: WidgetProps) {
  const report = useEffectEvent(onCodeMissing);
  useEffect(() => {
    report(true);
    return () => report(false);
  }, []);
  return null;
}

// Google's script and the widget load once a visitor begins on a form that shows the check (useBegun).
const Recaptcha = lazyOrNothing(
  () => import('react-google-recaptcha').then(({ default: Widget }) => ({ default: ({ onCodeMissing: _, ...props }: WidgetProps) => <Widget {...props} /> })),
  RecaptchaMissing,
);

/**
 * How long the check may take to appear before the visitor is told it could not load. Google's script
 * reports only once it has loaded (react-google-recaptcha's onErrored needs it), so a script that is
 * blocked or never answers would otherwise leave an empty space and a request to tick a box that is not there.
 */
export const CAPTCHA_LOAD_TIMEOUT_MS = 8_000;
/**
 * Google's script did not load or answer, or the box cannot reach Google. A reload would lose what was
 * typed, and nothing short of one loads the script again: react-async-script keeps a script that
 * failed as failed for the page's life, and one that never answered as still on its way, so a widget
 * mounted anew asks for nothing. (One still on its way that does come shows the box after all.)
 */
export const CAPTCHA_UNAVAILABLE = 'The security check could not reach Google. Call us and we will take your request by phone.';
/** The widget's own code did not come: it loads again by itself once the browser is back online (`lazyOrNothing`). */
export const CAPTCHA_LOADS_WHEN_ONLINE =
  'The security check could not load. It will load by itself once your connection is back, without reloading the page, or call us and we will take your request by phone.';

/**
 * Whether the visitor has begun on the form around `box`: a field of it focused, a press in it, or the
 * pointer over the check. Google's script is large and runs as soon as it arrives; most visitors who
 * see a form (the e-mail sign-up at the foot of the landing page) never fill it in, and one who does
 * types for longer than the script takes to come.
 */
function useBegun(box: RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [begun, setBegun] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!enabled || begun || !element) return;
    const form = element.closest('form') ?? element;
    const begin = () => setBegun(true);
    // A field focused as the form mounted (autoFocus) had its focusin before this listened.
    if (form.contains(document.activeElement)) queueMicrotask(begin);
    form.addEventListener('focusin', begin);
    form.addEventListener('pointerdown', begin);
    element.addEventListener('pointerenter', begin);
    return () => {
      form.removeEventListener('focusin', begin);
      form.removeEventListener('pointerdown', begin);
      element.removeEventListener('pointerenter', begin);
    };
  }, [box, enabled, begun]);
  return begun;
}

/** The reCAPTCHA v2 box of a public form, with a way through that needs neither sight nor hearing: the phone. */
export function CaptchaField({ captcha, error }: { captcha: Captcha; error?: string | undefined }) {
  const labelId = useId();
  const errorId = useId();
  const widget = useRef<ReCAPTCHA>(null);
  const container = useRef<HTMLDivElement>(null);
  const { attach, setToken, setUnavailable, enabled } = captcha;
  const [loaded, setLoaded] = useState(false);
  const begun = useBegun(container, enabled);
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
  // Google's script is asked for once the widget's code has come: while that code is missing, so is the wait for Google.
  const codeMissing = captcha.unavailable === 'code';
  useEffect(() => {
    if (!enabled || !begun || loaded || codeMissing) return;
    const late = setTimeout(() => setUnavailable('google'), CAPTCHA_LOAD_TIMEOUT_MS);
    return () => clearTimeout(late);
  }, [enabled, begun, loaded, codeMissing, setUnavailable]);
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
      {begun ? (
        <Suspense fallback={<BoxToCome />}>
          <Recaptcha
            ref={widget}
            sitekey={captcha.siteKey}
            asyncScriptOnLoad={(script?: { loaded?: boolean; errored?: boolean }) => {
              setLoaded(Boolean(script?.loaded));
              setUnavailable(script?.loaded ? undefined : 'google');
            }}
            onChange={(token) => {
              setUnavailable(undefined);
              setToken(token ?? undefined);
            }}
            onExpired={() => setToken(undefined)}
            onErrored={() => setUnavailable('google')}
            // Once the code has come the check waits for Google again, unless Google has already said it failed.
            onCodeMissing={(missing) => setUnavailable((trouble) => (missing ? 'code' : trouble === 'code' ? undefined : trouble))}
          />
        </Suspense>
      ) : (
        <BoxToCome />
      )}
      {/* Once the check cannot load, asking to tick it is no help: the form's own message says so too. */}
      {(error || captcha.unavailable) && (
        <FormHelperText id={errorId} error sx={{ mx: 0 }}>
          {captcha.unavailable === 'code' ? CAPTCHA_LOADS_WHEN_ONLINE : captcha.unavailable === 'google' ? CAPTCHA_UNAVAILABLE : error}
        </FormHelperText>
      )}
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        Can't complete the check? Call us at <MuiLink href={phoneHref(site.phone)}>{formatPhone(site.phone)}</MuiLink> and we will take your
        request by phone.
      </Typography>
    </Box>
  );
}

/** Where Google's box will be, at its size, until it is there. */
const BoxToCome = () => <Skeleton variant="rounded" width={304} height={78} aria-label="Loading the security check" />;
