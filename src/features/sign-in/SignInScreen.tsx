import { ComingSoon } from '../../components/ui/ComingSoon';

/** Sign in and Login are one screen (spec section 2). */
export function SignInScreen() {
  return <ComingSoon title="Create an Account">Sign in with your phone number: we text you a code, no password needed. Coming soon.</ComingSoon>;
}
