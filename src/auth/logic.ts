import { selectIdentity } from '../../machines/auth.machine';
import { changePhoneMachine } from '../../machines/change-phone.machine';
import { phoneLoginMachine } from '../../machines/phone-login.machine';
import { changePhoneActors, phoneLoginActors } from './auth.actors';
import type { AuthRuntime } from './runtime';
import { changePhoneCodes, forgetTexted, rememberTexted, SIGN_IN_CODES } from './texted-numbers';

/** The sign-in flow over the API, handing its tokens and the completed profile to the session. */
export const phoneLoginLogic = (runtime: AuthRuntime) =>
  phoneLoginMachine.provide({
    actors: phoneLoginActors(runtime.calls),
    actions: {
      signIn: (_, tokens) => runtime.actor.send({ type: 'auth.login', ...tokens }),
      identityUpdated: (_, { identity }) => runtime.actor.send({ type: 'auth.identityChanged', identity }),
      rememberCodeTexted: (_, { phoneNumber, expiresInSeconds }) => rememberTexted(SIGN_IN_CODES, phoneNumber, expiresInSeconds),
      forgetCodeTexted: (_, { phoneNumber }) => forgetTexted(SIGN_IN_CODES, phoneNumber),
    },
  });

/** Changing the phone number over the API; the session learns the new number. */
export const changePhoneLogic = (runtime: AuthRuntime) => {
  // The account signed in when the code went out: a phone-change code is that account's alone.
  const scope = () => changePhoneCodes(selectIdentity(runtime.actor.getSnapshot())?.id ?? '');
  return changePhoneMachine.provide({
    actors: changePhoneActors(runtime.calls),
    actions: {
      identityUpdated: (_, { identity }) => runtime.actor.send({ type: 'auth.identityChanged', identity }),
      rememberCodeTexted: (_, { phoneNumber, expiresInSeconds }) => rememberTexted(scope(), phoneNumber, expiresInSeconds),
      forgetCodeTexted: (_, { phoneNumber }) => forgetTexted(scope(), phoneNumber),
    },
  });
};
