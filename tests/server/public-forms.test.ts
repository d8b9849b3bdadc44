import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, dateIn, FAR_DATE, PAST_DATE } from '../../contract/forms';
import { contactMessages, jobRequests, storageUnitEnquiries } from '../../server/db/schema';
import { optOut } from '../../server/notifications/unsubscribe';
import { HOURLY_LIMIT_PER_RECIPIENT } from '../../server/notifications/worker';
import { jobTitleFrom } from '../../server/routes/public-forms.handlers';
import { aListing, aLocation, aSize, aTrade, aZipCode, unique, unknownId } from './factories';
import { useTestApi } from './harness';
import { domainError, validationErrors } from './problems';
import { newClientIp, signIn } from './sign-in';

// Captcha is off here (the default without RECAPTCHA_SECRET); tests/server/captcha.test.ts turns it on.
const OFFICE = 'office@southborough.test';
const api = await useTestApi({ env: { TRUST_PROXY: 'true', OFFICE_EMAIL: `Front desk <${OFFICE}>` } });
// Job requests are taken only for a zip code the provider serves.
await aZipCode(api.db, { zip: '01772' });

/** Posts from one client address of its own, so the per-address limits of other tests never interfere. */
const fromIp = (ip = newClientIp()) => ({
  ip,
  post: (path: string, body: unknown, headers: Record<string, string> = {}) => api.post(path, body, { 'X-Forwarded-For': ip, ...headers }),
});

/** A date `days` from today in Massachusetts, by the API's clock: the forms take no date in the past. */
const inDays = (days: number) => addDays(dateIn('America/New_York', api.clock.now()), days);

const contactBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Jane Doe',
  email: `jane-${unique()}@example.com`,
  phone: '(508) 555-0142',
  message: 'Do you install heat pumps in Marlborough?',
  ...overrides,
});

const contactRows = (email: string) => api.db.select().from(contactMessages).where(eq(contactMessages.email, email));
const enquiryRows = (email: string) => api.db.select().from(storageUnitEnquiries).where(eq(storageUnitEnquiries.email, email));
const jobRows = (email: string) => api.db.select().from(jobRequests).where(eq(jobRequests.contactEmail, email));

/** What the office's inbox got about a sender's address, once the notifications worker has run. */
async function officeMailsAbout(email: string) {
  await api.sendNotifications();
  return api.email.sent.filter((m) => m.body.includes(email) || m.replyTo === email);
}

async function aStorageListing(overrides: Parameters<typeof aListing>[3] = {}, locationOverrides: Parameters<typeof aLocation>[1] = {}) {
  return aListing(api.db, await aLocation(api.db, locationOverrides), await aSize(api.db, 10, 10), overrides);
}

const enquiryBody = (listingId: string, overrides: Record<string, unknown> = {}) => ({
  listingId,
  name: 'Sam Carter',
  email: `sam-${unique()}@example.com`,
  phone: '508-555-0177',
  moveInDate: inDays(60),
  message: 'Is there drive-up access?',
  ...overrides,
});

const jobBody = (tradeId: string, overrides: Record<string, unknown> = {}) => ({
  tradeId,
  description: 'Gutter over the back door leaks when it rains.\nTwo-story colonial.',
  address: '12 Oak Hill Road',
  city: 'Southborough',
  zipCode: '01772',
  preferredDate: inDays(14),
  contactName: 'Alex Rivera',
  contactPhone: '(774) 555-0123',
  contactEmail: `alex-${unique()}@example.com`,
  ...overrides,
});

describe('POST /ContactUs', () => {
  it('stores the message with the sender and their address and answers 201 with its id and a confirmation', async () => {
    const client = fromIp();
    const body = contactBody({ email: `Jane-${unique()}@Example.com`, message: '  Do you clean chimneys?  ' });
    const res = await client.post('/ContactUs', body);
    expect(res.status).toBe(201);
    const answer = await res.json();
    expect(answer).toEqual({ id: expect.any(String), Message: 'We answer within one business day, by e-mail, or by phone if you gave us a number.' });

    const [row] = await contactRows(body.email.toLowerCase());
    expect(row).toMatchObject({
      id: answer.id,
      userId: null,
      name: 'Jane Doe',
      phone: '+15085550142',
      message: 'Do you clean chimneys?',
      status: 'New',
      ipAddress: client.ip,
      anonymizedAt: null,
    });
  });

  it('takes a message without a phone number, empty or left out', async () => {
    for (const phone of ['', undefined]) {
      const body = contactBody({ phone });
      expect((await fromIp().post('/ContactUs', body)).status).toBe(201);
      expect((await contactRows(body.email))[0]?.phone).toBeNull();
    }
  });

  it('links the message to the account of a signed-in sender (the help dialog)', async () => {
    const user = await signIn(api);
    const body = contactBody();
    expect((await fromIp().post('/ContactUs', body, user.auth)).status).toBe(201);
    expect((await contactRows(body.email))[0]?.userId).toBe(user.userId);
  });

  it('refuses an expired or forged bearer token with 401 instead of storing the message anonymously', async () => {
    const body = contactBody();
    expect((await fromIp().post('/ContactUs', body, { Authorization: 'Bearer not-a-token' })).status).toBe(401);
    expect(await contactRows(body.email)).toHaveLength(0);
  });

  it('answers 400 naming each wrong field and stores nothing', async () => {
    const email = `typo-${unique()}@example`;
    const errors = await validationErrors(await fromIp().post('/ContactUs', { email, phone: '12', message: '   ' }));
    expect(errors).toEqual({
      name: ['This field is required.'],
      email: ['Enter a valid e-mail address.'],
      phone: ['Enter a valid US phone number, e.g. (508) 555-0100.'],
      message: ['Message is required.'],
    });
    expect(await contactRows(email)).toHaveLength(0);

    const long = contactBody({ name: 'x'.repeat(101), message: 'y'.repeat(4001) });
    expect(await validationErrors(await fromIp().post('/ContactUs', long))).toEqual({
      name: ['Name must be 100 characters or fewer.'],
      message: ['Message must be 4000 characters or fewer.'],
    });
    expect(await contactRows(long.email)).toHaveLength(0);
    expect(await officeMailsAbout(long.email)).toEqual([]);
  });

  it('refuses a name with a line break, which could otherwise reach the headers of the e-mail to the office', async () => {
    const body = contactBody({ name: 'Jane\r\nBcc: everyone@example.com' });
    expect(await validationErrors(await fromIp().post('/ContactUs', body))).toEqual({ name: ['Name must not contain control characters.'] });
    expect(await contactRows(body.email)).toHaveLength(0);
    expect(await officeMailsAbout(body.email)).toEqual([]);
  });

  // Spec section 5: too long an input reads as the generic "maximum length N" message, not the schema library's own words.
  it('says how long an e-mail address may be', async () => {
    const email = `${'a'.repeat(250)}@example.com`;
    expect(await validationErrors(await fromIp().post('/ContactUs', contactBody({ email })))).toEqual({ email: ['E-mail must be 254 characters or fewer.'] });
    expect(await contactRows(email)).toHaveLength(0);
  });
});

describe('POST /StorageUnitEnquiries', () => {
  it('stores the enquiry for the listing and answers 201 naming the unit', async () => {
    const listing = await aStorageListing({ title: `10x10 drive-up ${unique()}` });
    const body = enquiryBody(listing.id);
    const res = await fromIp().post('/StorageUnitEnquiries', body);
    expect(res.status).toBe(201);
    const answer = await res.json();
    expect(answer).toEqual({ id: expect.any(String), Message: `We have your enquiry about ${listing.title} and will call or e-mail you within one business day.`, memberDiscountPercent: 0 });

    expect(await enquiryRows(body.email)).toEqual([
      expect.objectContaining({
        id: answer.id,
        listingId: listing.id,
        userId: null,
        name: 'Sam Carter',
        phone: '+15085550177',
        moveInDate: body.moveInDate,
        message: 'Is there drive-up access?',
        status: 'New',
      }),
    ]);
  });

  it('takes an enquiry without a move-in date or message, and links a signed-in sender', async () => {
    const listing = await aStorageListing();
    const user = await signIn(api);
    const body = enquiryBody(listing.id, { moveInDate: null, message: undefined });
    expect((await fromIp().post('/StorageUnitEnquiries', body, user.auth)).status).toBe(201);
    expect((await enquiryRows(body.email))[0]).toMatchObject({ moveInDate: null, message: '', userId: user.userId });
  });

  it('answers 400 naming each wrong field and stores nothing', async () => {
    const body = { listingId: 'unit-7', name: ' ', email: `no-at-${unique()}`, phone: '555', moveInDate: '2027-02-30', message: 'z'.repeat(2001) };
    expect(await validationErrors(await fromIp().post('/StorageUnitEnquiries', body))).toEqual({
      listingId: ['Must be a valid id.'],
      name: ['Name is required.'],
      email: ['Enter a valid e-mail address.'],
      phone: ['Enter a valid US phone number, e.g. (508) 555-0100.'],
      moveInDate: ['Enter a real calendar date.'],
      message: ['The message must be 2000 characters or fewer.'],
    });
    expect(await enquiryRows(body.email)).toHaveLength(0);

    expect(await validationErrors(await fromIp().post('/StorageUnitEnquiries', {}))).toEqual({
      listingId: ['This field is required.'],
      name: ['This field is required.'],
      email: ['This field is required.'],
      phone: ['This field is required.'],
    });
  });

  it('answers 404 for a listing that does not exist or is no longer offered, and stores nothing', async () => {
    const hidden = await aStorageListing({ isActive: false });
    const closedSite = await aStorageListing({}, { isActive: false });
    for (const listingId of [unknownId(), hidden.id, closedSite.id]) {
      const body = enquiryBody(listingId);
      expect(await domainError(await fromIp().post('/StorageUnitEnquiries', body), 404)).toBe('The storage unit listing was not found.');
      expect(await enquiryRows(body.email)).toHaveLength(0);
      expect(await officeMailsAbout(body.email)).toEqual([]);
    }
  });
});

describe('what reaches the office', () => {
  it('e-mails each Contact Us message to the office alone, with the sender\'s details and words, replying to the sender', async () => {
    const body = contactBody({ name: 'Jane <b>Doe</b> & Co', message: 'Do you clean chimneys?\n\n<script>alert(1)</script> Call after 5.' });
    expect((await fromIp().post('/ContactUs', body)).status).toBe(201);

    const mails = await officeMailsAbout(body.email);
    expect(mails).toEqual([expect.objectContaining({ to: OFFICE, kind: 'ContactMessage', subject: 'Contact Us: Jane <b>Doe</b> & Co', replyTo: body.email })]);
    const text = mails[0]!.body;
    expect(text).toContain('Name: Jane <b>Doe</b> & Co');
    expect(text).toContain(`E-mail: ${body.email}`);
    expect(text).toContain('Phone: +1 (508) 555-0142');
    expect(text).toContain('Do you clean chimneys?\n\n<script>alert(1)</script> Call after 5.');
    expect(text).not.toContain('Signed in');
    // Nobody else is written to: not the sender, whose address anyone could have typed.
    expect(api.email.sentTo(body.email)).toEqual([]);
  });

  it('says when the sender gave no phone number, and which account sent it from the help dialog', async () => {
    const user = await signIn(api);
    const body = contactBody({ phone: '' });
    expect((await fromIp().post('/ContactUs', body, user.auth)).status).toBe(201);
    const [mail] = await officeMailsAbout(body.email);
    expect(mail?.body).toContain('Phone: not given');
    expect(mail?.body).toMatch(/Signed in: yes, as .*\(\d{3}\) \d{3}-\d{4}/);
  });

  it('e-mails each storage enquiry to the office with the unit, where it is and every field of the form', async () => {
    const listing = await aStorageListing({ title: `10x10 drive-up ${unique()}` }, { name: `Route 9 Storage ${unique()}` });
    const body = enquiryBody(listing.id, { moveInDate: '2027-03-01', message: 'Is there drive-up access?\nI have a van.' });
    api.clock.set('2026-06-01T14:00:00Z');
    expect((await fromIp().post('/StorageUnitEnquiries', body)).status).toBe(201);

    const mails = await officeMailsAbout(body.email);
    expect(mails).toEqual([expect.objectContaining({ to: OFFICE, kind: 'StorageEnquiry', subject: `Storage enquiry: ${listing.title}`, replyTo: body.email })]);
    const text = mails[0]!.body;
    for (const line of [
      `Unit: ${listing.title}`,
      'Route 9 Storage',
      `${api.env.PUBLIC_URL}/storage/${listing.id}`,
      'Name: Sam Carter',
      `E-mail: ${body.email}`,
      'Phone: +1 (508) 555-0177',
      'Move-in date: Monday, March 1, 2027',
      'Is there drive-up access?\nI have a van.',
    ]) {
      expect(text).toContain(line);
    }
    expect(api.email.sentTo(body.email)).toEqual([]);
  });

  it('says what a storage enquiry left out', async () => {
    const listing = await aStorageListing();
    const body = enquiryBody(listing.id, { moveInDate: null, message: undefined });
    expect((await fromIp().post('/StorageUnitEnquiries', body)).status).toBe(201);
    const [mail] = await officeMailsAbout(body.email);
    expect(mail?.body).toContain('Move-in date: not given');
    expect(mail?.body).toContain('Message: none');
  });

  it('sends nothing for a form refused for its captcha answer', async () => {
    const token = `answer-${unique()}`;
    expect((await fromIp().post('/ContactUs', contactBody(), { 'X-Recaptcha-Token': token })).status).toBe(201);
    const again = contactBody();
    expect((await fromIp().post('/ContactUs', again, { 'X-Recaptcha-Token': token })).status).toBe(400);
    const enquiry = enquiryBody((await aStorageListing()).id);
    expect((await fromIp().post('/StorageUnitEnquiries', enquiry, { 'X-Recaptcha-Token': token })).status).toBe(400);
    expect(await officeMailsAbout(again.email)).toEqual([]);
    expect(await officeMailsAbout(enquiry.email)).toEqual([]);
  });

  it('passes every message on however many come in an hour, and whoever unsubscribed from e-mails', async () => {
    // The sender once unsubscribed from our e-mails, and so did the office's own address: neither stops the office hearing of it.
    const bodies = Array.from({ length: HOURLY_LIMIT_PER_RECIPIENT.email + 1 }, () => contactBody());
    await optOut(api.db, bodies[0]!.email);
    await optOut(api.db, OFFICE);
    const enquiry = enquiryBody((await aStorageListing()).id);
    for (const body of bodies) expect((await fromIp().post('/ContactUs', body)).status).toBe(201);
    expect((await fromIp().post('/StorageUnitEnquiries', enquiry)).status).toBe(201);
    await api.sendNotifications();
    for (const email of [...bodies.map((b) => b.email), enquiry.email]) {
      expect(api.email.sentTo(OFFICE).filter((m) => m.replyTo === email)).toHaveLength(1);
    }
  });
});

describe('POST /PublicJobRequest', () => {
  it('records a Submitted job request with no account, from the public form, with the contact details', async () => {
    const trade = await aTrade(api.db, { name: `Gutters ${unique()}` });
    const body = jobBody(trade.id);
    const res = await fromIp().post('/PublicJobRequest', body);
    expect(res.status).toBe(201);
    const answer = await res.json();
    expect(answer).toEqual({ id: expect.any(String), Message: `We have your request for ${trade.name} and will call or e-mail you to arrange it.` });

    expect(await jobRows(body.contactEmail)).toEqual([
      expect.objectContaining({
        id: answer.id,
        userId: null,
        tradeId: trade.id,
        name: 'Gutter over the back door leaks when it rains.',
        description: body.description,
        address: '12 Oak Hill Road',
        city: 'Southborough',
        state: 'MA',
        zipCode: '01772',
        preferredDates: [body.preferredDate],
        contactName: 'Alex Rivera',
        contactPhone: '+17745550123',
        source: 'PublicForm',
        status: 'Submitted',
      }),
    ]);
  });

  it('takes a booking without a preferred date', async () => {
    const trade = await aTrade(api.db);
    const body = jobBody(trade.id, { preferredDate: null });
    expect((await fromIp().post('/PublicJobRequest', body)).status).toBe(201);
    expect((await jobRows(body.contactEmail))[0]?.preferredDates).toEqual([]);
  });

  it("belongs to the account of a signed-up customer who books with their token, and says where to follow it", async () => {
    const trade = await aTrade(api.db, { name: `Decks ${unique()}` });
    const user = await signIn(api);
    const body = jobBody(trade.id);
    const res = await fromIp().post('/PublicJobRequest', body, user.auth);
    expect(res.status).toBe(201);
    expect((await res.json()).Message).toBe(`We have your request for ${trade.name}; follow it under My Job Requests.`);
    expect((await jobRows(body.contactEmail))[0]).toMatchObject({ userId: user.userId, source: 'PublicForm' });
  });

  it('belongs to nobody when the token is of an account without a completed profile', async () => {
    const trade = await aTrade(api.db);
    const user = await signIn(api, { profile: false });
    const body = jobBody(trade.id);
    expect((await fromIp().post('/PublicJobRequest', body, user.auth)).status).toBe(201);
    expect((await jobRows(body.contactEmail))[0]?.userId).toBeNull();
  });

  it('refuses a zip code the provider does not serve at its field, in the words of the contractor search, and stores nothing', async () => {
    const trade = await aTrade(api.db);
    const body = jobBody(trade.id, { zipCode: '90210' });
    expect(await validationErrors(await fromIp().post('/PublicJobRequest', body))).toEqual({ zipCode: ['We do not serve zip code 90210.'] });
    const search = await api.get('/Contractors?ZipCode=90210');
    expect(await validationErrors(search)).toEqual({ ZipCode: ['We do not serve zip code 90210.'] });
    expect(await jobRows(body.contactEmail)).toHaveLength(0);
  });

  it('answers 404 for a contractor asked for who does not exist, and stores nothing', async () => {
    const body = jobBody((await aTrade(api.db)).id, { contractorId: unknownId() });
    expect(await domainError(await fromIp().post('/PublicJobRequest', body), 404)).toBe('The contractor was not found.');
    expect(await jobRows(body.contactEmail)).toHaveLength(0);
  });

  it('answers 400 naming each wrong field and stores nothing', async () => {
    const body = {
      tradeId: 'plumbing',
      description: '',
      address: ' ',
      city: 'c'.repeat(101),
      zipCode: '1772',
      preferredDate: '04/12/2027',
      contactName: '',
      contactPhone: '911',
      contactEmail: `alex-${unique()}.example.com`,
    };
    expect(await validationErrors(await fromIp().post('/PublicJobRequest', body))).toEqual({
      tradeId: ['Choose a service.'],
      description: ['A description of the job is required.'],
      address: ['Street address is required.'],
      city: ['City must be 100 characters or fewer.'],
      zipCode: ['Enter a 5-digit zip code.'],
      preferredDate: ['Enter a date as YYYY-MM-DD.'],
      contactName: ['Your name is required.'],
      contactPhone: ['Enter a valid US phone number, e.g. (508) 555-0100.'],
      contactEmail: ['Enter a valid e-mail address.'],
    });
    expect(await jobRows(body.contactEmail)).toHaveLength(0);
  });

  it('answers 404 for a service that does not exist or is no longer offered, and stores nothing', async () => {
    const retired = await aTrade(api.db, { isActive: false });
    for (const tradeId of [unknownId(), retired.id]) {
      const body = jobBody(tradeId);
      expect(await domainError(await fromIp().post('/PublicJobRequest', body), 404)).toBe('The service was not found.');
      expect(await jobRows(body.contactEmail)).toHaveLength(0);
    }
  });

  it('titles the request with the first line of the description, shortened to 80 characters', () => {
    expect(jobTitleFrom('Leaking faucet\nIn the kitchen')).toBe('Leaking faucet');
    const title = jobTitleFrom(`${'Replace the rotten boards of the back deck and '.repeat(3)}\nmore`);
    expect(title).toHaveLength(80);
    expect(title.endsWith('…')).toBe(true);
  });
});

describe('the dates a visitor chooses', () => {
  const forms = {
    '/StorageUnitEnquiries': { field: 'moveInDate', body: async (date: string) => enquiryBody((await aStorageListing()).id, { moveInDate: date }) },
    '/PublicJobRequest': { field: 'preferredDate', body: async (date: string) => jobBody((await aTrade(api.db)).id, { preferredDate: date }) },
  } as const;
  const paths = Object.keys(forms) as (keyof typeof forms)[];
  const stored = (path: keyof typeof forms, body: Record<string, unknown>) =>
    path === '/StorageUnitEnquiries' ? enquiryRows(body.email as string) : jobRows(body.contactEmail as string);

  it.each(paths)('%s refuses a date in the past at its field and stores nothing', async (path) => {
    const body = await forms[path].body('2020-01-01');
    expect(await validationErrors(await fromIp().post(path, body))).toEqual({ [forms[path].field]: [PAST_DATE] });
    expect(await stored(path, body)).toHaveLength(0);
  });

  it.each(paths)("%s judges today in the visitor's time zone (X-Timezone, else Massachusetts), with a day of slack", async (path) => {
    // 23:30 on 9 March 2026 in Massachusetts; already 05:30 on 10 March in Vilnius.
    api.clock.set('2026-03-10T03:30:00Z');
    const status = async (date: string, headers: Record<string, string> = {}) => (await fromIp().post(path, await forms[path].body(date), headers)).status;

    expect(await status('2026-03-09')).toBe(201);
    // The day before is still today for a visitor west of Massachusetts whose browser named no zone.
    expect(await status('2026-03-08')).toBe(201);
    expect(await status('2026-03-07')).toBe(400);

    const vilnius = { 'X-Timezone': 'Europe/Vilnius' };
    expect(await status('2026-03-09', vilnius)).toBe(201);
    expect(await status('2026-03-08', vilnius)).toBe(400);
    // A zone nobody knows counts as Massachusetts.
    expect(await status('2026-03-08', { 'X-Timezone': 'Mars/Olympus_Mons' })).toBe(201);
  });

  it.each(paths)('%s refuses a date more than a year ahead at its field and stores nothing', async (path) => {
    for (const date of ['9999-12-31', addDays(dateIn(undefined, api.clock.now()), 400)]) {
      const body = await forms[path].body(date);
      expect(await validationErrors(await fromIp().post(path, body))).toEqual({ [forms[path].field]: [FAR_DATE] });
      expect(await stored(path, body)).toHaveLength(0);
    }
  });

  it.each(paths)("%s takes a date up to a year after today in the visitor's time zone, with a day of slack", async (path) => {
    // 23:30 on 9 March 2026 in Massachusetts; already 05:30 on 10 March in Vilnius.
    api.clock.set('2026-03-10T03:30:00Z');
    const status = async (date: string, headers: Record<string, string> = {}) => (await fromIp().post(path, await forms[path].body(date), headers)).status;

    expect(await status('2027-03-09')).toBe(201);
    // A year from today for a visitor east of Massachusetts whose browser named no zone.
    expect(await status('2027-03-10')).toBe(201);
    expect(await status('2027-03-11')).toBe(400);
    expect(await status('2027-03-11', { 'X-Timezone': 'Europe/Vilnius' })).toBe(201);
    expect(await status('2027-03-12', { 'X-Timezone': 'Europe/Vilnius' })).toBe(400);
  });
});

describe('captcha answers while checks are off', () => {
  it('accepts no header, a blank one or the client placeholder', async () => {
    for (const headers of [{}, { 'X-Recaptcha-Token': '  ' }, { 'X-Recaptcha-Token': 'recaptcha-token' }] as Record<string, string>[]) {
      const body = contactBody();
      expect((await fromIp().post('/ContactUs', body, headers)).status).toBe(201);
    }
  });

  it('still refuses an answer that was used before, on any form, and stores nothing', async () => {
    const token = `answer-${unique()}`;
    expect((await fromIp().post('/ContactUs', contactBody(), { 'X-Recaptcha-Token': token })).status).toBe(201);

    const again = contactBody();
    expect(await domainError(await fromIp().post('/ContactUs', again, { 'X-Recaptcha-Token': token }), 400)).toBe(
      'This captcha was already used. Please complete it again.',
    );
    expect(await contactRows(again.email)).toHaveLength(0);

    const trade = await aTrade(api.db);
    const booking = jobBody(trade.id);
    expect(await domainError(await fromIp().post('/PublicJobRequest', booking, { 'X-Recaptcha-Token': token }), 400)).toBe(
      'This captcha was already used. Please complete it again.',
    );
    expect(await jobRows(booking.contactEmail)).toHaveLength(0);
  });
});

describe('limits per client address', () => {
  const paths = ['/ContactUs', '/StorageUnitEnquiries', '/PublicJobRequest'] as const;
  const validBody = async (path: (typeof paths)[number]) => {
    if (path === '/ContactUs') return contactBody();
    if (path === '/StorageUnitEnquiries') return enquiryBody((await aStorageListing()).id);
    return jobBody((await aTrade(api.db)).id);
  };

  it.each(paths)('%s allows 5 forms in 10 minutes, counting refused ones, then answers 429 with Retry-After and stores nothing', async (path) => {
    api.clock.set('2026-05-04T09:00:00Z');
    const client = fromIp();
    for (let i = 0; i < 4; i++) expect((await client.post(path, await validBody(path))).status).toBe(201);
    expect((await client.post(path, {})).status).toBe(400);

    api.clock.advance(4 * 60_000);
    const body = await validBody(path);
    const limited = await client.post(path, body);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('360');
    expect(await limited.json()).toEqual({ Message: 'You have sent this form too many times. Please try again later.', Errors: ['Try again in 360 seconds.'] });
    const email = 'email' in body ? body.email : body.contactEmail;
    const written = path === '/ContactUs' ? contactRows(email) : path === '/StorageUnitEnquiries' ? enquiryRows(email) : jobRows(email);
    expect(await written).toHaveLength(0);

    // Another address, and the other forms from this one, are not held back; this one may go on after the window.
    expect((await fromIp().post(path, await validBody(path))).status).toBe(201);
    const other = paths.find((p) => p !== path)!;
    expect((await client.post(other, await validBody(other))).status).toBe(201);
    api.clock.advance(6 * 60_000);
    expect((await client.post(path, await validBody(path))).status).toBe(201);
  });

  it('allows at most 20 forms a day from one address', async () => {
    api.clock.set('2026-05-05T08:00:00Z');
    const client = fromIp();
    for (let window = 0; window < 4; window++) {
      for (let i = 0; i < 5; i++) expect((await client.post('/ContactUs', contactBody())).status).toBe(201);
      api.clock.advance(10 * 60_000);
    }
    const limited = await client.post('/ContactUs', contactBody());
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBe(24 * 3600 - 40 * 60);
  });

  it('counts an IPv6 client by its /64, from whichever address of it the form comes, and not its neighbors', async () => {
    api.clock.set('2026-05-06T08:00:00Z');
    const prefix = `2001:db8:${unique().slice(0, 4)}:7`;
    for (let i = 1; i <= 5; i++) expect((await fromIp(`${prefix}::${i}`).post('/ContactUs', contactBody())).status).toBe(201);
    expect((await fromIp(`${prefix}:0:0:0:99`).post('/ContactUs', contactBody())).status).toBe(429);
    expect((await fromIp(`${prefix.replace(/:7$/, ':8')}::1`).post('/ContactUs', contactBody())).status).toBe(201);
  });
});
