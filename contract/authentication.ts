import * as v from 'valibot';
import { Email, fields, nameText, Uuid } from './common';
import { normalizeUsPhoneNumber } from './phone';

export { formatUsPhoneNumber } from './phone';

export const PhoneNumber = v.pipe(
  v.string('Enter your phone number.'),
  v.trim(),
  v.nonEmpty('Enter your phone number.'),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const e164 = normalizeUsPhoneNumber(dataset.value);
    if (e164) return e164;
    addIssue({ message: 'Enter a valid US phone number, e.g. (508) 555-0100.' });
    return NEVER;
  }),
  v.description('A US phone number in any common format; the server stores it as E.164 (+1XXXXXXXXXX).'),
  v.examples(['(508) 555-0100']),
);

export const LoginCode = v.pipe(
  v.string('Enter the code we sent you.'),
  v.trim(),
  v.regex(/^\d{6}$/, 'Enter the 6-digit code we sent you.'),
  v.description('The 6-digit code sent by text message.'),
);

const Name = (label: string) =>
  v.pipe(v.string(`${label} is required.`), v.trim(), v.nonEmpty(`${label} is required.`), nameText(label), v.maxLength(100, `${label} must be 100 characters or fewer.`));

export const SendPhoneLoginTokenRequest = fields({ phoneNumber: PhoneNumber });
export type SendPhoneLoginTokenRequest = v.InferInput<typeof SendPhoneLoginTokenRequest>;

/** Answer to any code request; the same whether or not an account exists for the number. */
export const CodeSent = v.object({
  /** Seconds before another code may be requested for the same number. */
  resendAfterSeconds: v.number(),
  /** Seconds the code stays valid. */
  expiresInSeconds: v.number(),
});
export type CodeSent = v.InferOutput<typeof CodeSent>;

/**
 * The `Message` (and a detail's opening) of the code refusals a code step acts on: the server words
 * them so (server/auth/codes.ts), and the flows tell by them a code that may be in hand from one
 * that can no longer be tried (machines/phone-code.ts).
 */
export const CODE_REFUSALS = {
  /** Another code asked for too soon by whoever asked for the one before: it may be in hand. */
  askedMomentsAgo: 'A code was requested for this number moments ago.',
  /** Another code asked for too soon by someone else: nothing is said of the code before. */
  numberWaits: 'This number cannot get a new code yet.',
  wrongCode: 'This code is not correct.',
  /** Opens the detail of a wrong code that was the last try there was. */
  noTriesLeft: 'No tries left',
  usedUp: 'This code can no longer be used.',
  expiredOrUsed: 'This code has expired or was already used.',
  tooManyWrongCodes: 'Too many wrong codes for this phone number.',
} as const;

export const PhoneLoginRequest = fields({ phoneNumber: PhoneNumber, code: LoginCode });
export type PhoneLoginRequest = v.InferInput<typeof PhoneLoginRequest>;

export const TokenPair = v.object({
  /** Short-lived bearer token for the Authorization header. */
  token: v.string(),
  /** Opaque token for /Authentication/refresh; each one works once. */
  refreshToken: v.string(),
});
export type TokenPair = v.InferOutput<typeof TokenPair>;

const OpaqueToken = v.pipe(v.string('A refresh token is required.'), v.trim(), v.nonEmpty('A refresh token is required.'), v.maxLength(200, 'Must be 200 characters or fewer.'));
export const RefreshRequest = fields({ refreshToken: OpaqueToken });
export type RefreshRequest = v.InferInput<typeof RefreshRequest>;
export const LogoutRequest = fields({ refreshToken: OpaqueToken });
export type LogoutRequest = v.InferInput<typeof LogoutRequest>;

/** Who the user is; empty when the server knows no type (spec section 6). */
export const UserType = v.picklist(['Consumer', 'Contractor', 'SystemManager', '']);
export type UserType = v.InferOutput<typeof UserType>;

export const ApplicationUser = v.object({
  email: v.string(),
  /** True once the profile is completed after the first sign-in ("signed up", spec section 4). */
  initialized: v.boolean(),
  /** Names of the memberships the user currently holds, e.g. `Residential Plus`. */
  activeMemberships: v.array(v.string()),
});
export type ApplicationUser = v.InferOutput<typeof ApplicationUser>;

export const CurrentIdentity = v.object({
  id: Uuid,
  firstName: v.string(),
  lastName: v.string(),
  /** Empty until the profile is completed. */
  email: v.string(),
  /** E.164, e.g. `+15085550100`. */
  phoneNumber: v.string(),
  userType: UserType,
  applicationUser: ApplicationUser,
});
export type CurrentIdentity = v.InferOutput<typeof CurrentIdentity>;

/** Body of complete-user and update-current-user. */
export const ProfileRequest = fields({
  firstName: Name('First name'),
  lastName: Name('Last name'),
  email: Email,
});
export type ProfileRequest = v.InferInput<typeof ProfileRequest>;

export const ReservePhoneNumberRequest = fields({ phoneNumber: PhoneNumber });
export type ReservePhoneNumberRequest = v.InferInput<typeof ReservePhoneNumberRequest>;
export const ChangeReservedPhoneNumberRequest = fields({ phoneNumber: PhoneNumber, code: LoginCode });
export type ChangeReservedPhoneNumberRequest = v.InferInput<typeof ChangeReservedPhoneNumberRequest>;

export const DevicePlatform = v.picklist(['android', 'ios', 'web'], 'Platform must be android, ios or web.');
export type DevicePlatform = v.InferOutput<typeof DevicePlatform>;
const DeviceToken = v.pipe(v.string('A device token is required.'), v.trim(), v.nonEmpty('A device token is required.'), v.maxLength(4096, 'Must be 4096 characters or fewer.'));

/** A push-notification token of the device the user is signed in on. */
export const RegisterDeviceRequest = fields({ deviceToken: DeviceToken, platform: DevicePlatform });
export type RegisterDeviceRequest = v.InferInput<typeof RegisterDeviceRequest>;
/**
 * The answer to a registration. `moved` is true when another account held the token until now: it
 * gets nothing more on it. The answer never says which account that was.
 */
export const DeviceRegistered = v.object({ moved: v.boolean() });
export type DeviceRegistered = v.InferOutput<typeof DeviceRegistered>;
export const UnregisterDeviceRequest = fields({ deviceToken: DeviceToken });
export type UnregisterDeviceRequest = v.InferInput<typeof UnregisterDeviceRequest>;
