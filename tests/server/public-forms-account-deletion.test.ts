import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatUsPhoneNumber } from '../../contract/authentication';
import { contactMessages, jobRequests, storageUnitEnquiries } from '../../server/db/schema';
import { aListing, aLocation, aSize, aTrade, aZipCode, unique } from './factories';
import { useTestApi } from './harness';
import { newClientIp, newPhoneNumber, signIn } from './sign-in';

const api = await useTestApi({ env: { TRUST_PROXY: 'true' } });
// Job requests are taken only for a zip code the provider serves.
await aZipCode(api.db, { zip: '01772' });

const send = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
  const res = await api.post(path, body, { 'X-Forwarded-For': newClientIp(), ...headers });
  if (res.status !== 201) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
};

const contact = (id: string) => api.db.query.contactMessages.findFirst({ where: eq(contactMessages.id, id) });
const enquiry = (id: string) => api.db.query.storageUnitEnquiries.findFirst({ where: eq(storageUnitEnquiries.id, id) });
const job = (id: string) => api.db.query.jobRequests.findFirst({ where: eq(jobRequests.id, id) });

const anonymizedContact = { name: '', email: '', phone: null, message: '', ipAddress: null, anonymizedAt: expect.any(Date) };
const anonymizedEnquiry = { name: '', email: '', phone: '', message: '', anonymizedAt: expect.any(Date) };
const anonymizedJob = { contactName: null, contactPhone: null, contactEmail: null, address: '', anonymizedAt: expect.any(Date) };

describe('deleting an account anonymizes what its owner sent through the public forms', () => {
  it('reaches forms sent while signed in and forms sent without an account from the same phone number', async () => {
    const user = await signIn(api, { profile: { firstName: 'Robin', lastName: 'Hale', email: `robin-${unique()}@example.com` } });
    const typedPhone = formatUsPhoneNumber(user.phoneNumber).replace('+1 ', '');
    const listing = await aListing(api.db, await aLocation(api.db), await aSize(api.db, 10, 20));
    const trade = await aTrade(api.db);
    const booking = { tradeId: trade.id, description: 'Fence gate sags.', address: '5 Birch Lane', city: 'Southborough', zipCode: '01772' };

    const signedInContact = await send('/ContactUs', { name: 'Robin Hale', email: 'robin@example.com', message: 'Help with my membership.' }, user.auth);
    const signedInEnquiry = await send(
      '/StorageUnitEnquiries',
      { listingId: listing.id, name: 'Robin Hale', email: 'robin@example.com', phone: '508-555-0199', message: 'Gate code?' },
      user.auth,
    );
    const anonymousContact = await send('/ContactUs', { name: 'R. Hale', email: 'r@example.com', phone: typedPhone, message: 'Call me back.' });
    const anonymousEnquiry = await send('/StorageUnitEnquiries', { listingId: listing.id, name: 'R. Hale', email: 'r@example.com', phone: user.phoneNumber });
    const anonymousJob = await send('/PublicJobRequest', { ...booking, contactName: 'Robin Hale', contactPhone: typedPhone, contactEmail: 'r@example.com' });

    expect((await api.post('/Authentication/delete-account', undefined, user.auth)).status).toBe(202);

    expect(await contact(signedInContact)).toMatchObject({ ...anonymizedContact, userId: user.userId });
    expect(await contact(anonymousContact)).toMatchObject({ ...anonymizedContact, userId: null });
    expect(await enquiry(signedInEnquiry)).toMatchObject({ ...anonymizedEnquiry, listingId: listing.id, userId: user.userId });
    expect(await enquiry(anonymousEnquiry)).toMatchObject({ ...anonymizedEnquiry, listingId: listing.id });
    // The job's history stays: what was asked for and where roughly. Nobody was booked on it, so it
    // ends with the account rather than going out to contractors without an address (decision 085).
    expect(await job(anonymousJob)).toMatchObject({
      ...anonymizedJob,
      description: 'Fence gate sags.',
      city: 'Southborough',
      zipCode: '01772',
      tradeId: trade.id,
      status: 'Canceled',
      source: 'PublicForm',
    });
  });

  it('reaches a job request the account owns', async () => {
    const user = await signIn(api);
    const trade = await aTrade(api.db);
    const [owned] = await api.db
      .insert(jobRequests)
      .values({
        userId: user.userId,
        tradeId: trade.id,
        name: 'Leaking faucet',
        description: 'Kitchen faucet drips.',
        address: '9 Main Street',
        city: 'Southborough',
        zipCode: '01772',
        contactName: 'Pat Neighbor',
        contactPhone: user.phoneNumber,
        contactEmail: 'pat@example.com',
        // A finished job: one with a contractor booked keeps the account (decision 085).
        status: 'Completed',
      })
      .returning();

    expect((await api.post('/Authentication/delete-account', undefined, user.auth)).status).toBe(202);
    expect(await job(owned!.id)).toMatchObject({ ...anonymizedJob, userId: user.userId, name: 'Leaking faucet', status: 'Completed' });
  });

  it('leaves alone forms of other people: another phone with the same e-mail, and another account that typed the number', async () => {
    const email = `shared-${unique()}@example.com`;
    const user = await signIn(api, { profile: { firstName: 'Robin', lastName: 'Hale', email } });
    const other = await signIn(api);
    const listing = await aListing(api.db, await aLocation(api.db), await aSize(api.db, 5, 5));

    // An e-mail address is never verified, so it alone does not tie a form to the account.
    const sameEmail = await send('/ContactUs', { name: 'Someone Else', email, phone: newPhoneNumber(), message: 'Hello.' });
    const otherAccount = await send('/StorageUnitEnquiries', { listingId: listing.id, name: 'Jo Other', email: 'jo@example.com', phone: user.phoneNumber }, other.auth);
    const before = { sameEmail: await contact(sameEmail), otherAccount: await enquiry(otherAccount) };

    expect((await api.post('/Authentication/delete-account', undefined, user.auth)).status).toBe(202);

    expect(await contact(sameEmail)).toEqual(before.sameEmail);
    expect(await enquiry(otherAccount)).toEqual(before.otherAccount);
    expect(before.sameEmail).toMatchObject({ email, anonymizedAt: null });
  });

  it('does not reach forms sent from the number after the account was deleted, by whoever has it now', async () => {
    const user = await signIn(api);
    expect((await api.post('/Authentication/delete-account', undefined, user.auth)).status).toBe(202);
    const later = await send('/ContactUs', { name: 'New Owner', email: 'new@example.com', phone: user.phoneNumber, message: 'Quote for painting?' });
    expect(await contact(later)).toMatchObject({ name: 'New Owner', phone: user.phoneNumber, anonymizedAt: null });
  });
});
