import { changePhoneMachine } from '../../machines/change-phone.machine';
import { phoneLoginMachine } from '../../machines/phone-login.machine';
import { changePhoneActors, phoneLoginActors } from './auth.actors';
import type { AuthRuntime } from './runtime';

/** The sign-in flow over the API, handing its tokens and the completed profile to the session. */
export const phoneLoginLogic = (runtime: AuthRuntime) =>
  phoneLoginMachine.provide({
    actors: phoneLoginActors(runtime.calls),
    actions: {
      signIn: (_, tokens) => runtime.actor.send({ type: 'auth.login', ...tokens }),
      identityUpdated: (_, { identity }) => runtime.actor.send({ type: 'auth.identityChanged', identity }),
    },
  });

/** Changing the phone number over the API; the session learns the new number. */
export const changePhoneLogic = (runtime: AuthRuntime) =>
  changePhoneMachine.provide({
    actors: changePhoneActors(runtime.calls),
    actions: {
      identityUpdated: (_, { identity }) => runtime.actor.send({ type: 'auth.identityChanged', identity }),
    },
  });
