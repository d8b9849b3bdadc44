import { randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_UNATTACHED_UPLOADS, UPLOAD_UNATTACHED_MESSAGE } from '../../contract/files';
import { fileContents, files, jobRequests } from '../../server/db/schema';
import { CATALOGUE_CACHE_MAX_BYTES } from '../../server/lib/response-cache';
import { aConsumer, aContractor, aJobRequest, aPhoto, aProposal, anAssignment, aTrade, aVisit, theServiceArea, unique, workingHours } from './factories';
import { countQueries, useTestApi } from './harness';
import { domainError, validationErrors } from './problems';
import { bearerFor, newClientIp } from './sign-in';

/**
 * What a hostile client tries against the uploads and the signed-out endpoints that the tests beside
 * each resource do not: time zones spelled to grow the server's memory, query strings that fill the
 * catalogue's memory, a listed origin's kept answer handed to another, uploads that fill the database,
 * an upload streamed past the limit without a length, a photo that is also a page, a photo asked for
 * with a token in its address, and addresses the request names for itself.
 */

const APP_ORIGIN = 'https://app.example';
const PARTNER_ORIGIN = 'https://partner.example';
const api = await useTestApi({ env: { TRUST_PROXY: 'true', CORS_ORIGINS: `${APP_ORIGIN},${PARTNER_ORIGIN}` }, cacheCatalogue: true });
await theServiceArea(api.db);

const MB = 1024 * 1024;
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
type Auth = { Authorization: string };

async function aCustomer() {
  const user = await aConsumer(api.db);
  return { userId: user.id, auth: await bearerFor(api, user.id) };
}

function upload(auth: Auth, bytes: Uint8Array, name = 'photo.jpg', type = 'image/jpeg') {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name, { type }));
  return api.request('/Files', { method: 'POST', body: form, headers: auth });
}

/** A PNG chunk: length, type, data and the CRC of type and data. */
function pngChunk(type: string, data: Buffer) {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const frame = Buffer.alloc(4);
  frame.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([frame, body, crc]);
}

const storedFilesOf = (userId: string) => api.db.select({ id: files.id }).from(files).where(eq(files.ownerUserId, userId));

/**
 * Every spelling of `zone` in letter case that `count` asks for: IANA names are matched without regard
 * to case, so each is a name the runtime takes, and there are 2^letters of them.
 */
function spellingsOf(zone: string, count: number): string[] {
  const letters = [...zone].filter((ch) => /[a-z]/i.test(ch)).length;
  expect(2 ** letters).toBeGreaterThan(count);
  return Array.from({ length: count }, (_, n) => {
    let bit = 0;
    return [...zone].map((ch) => (/[a-z]/i.test(ch) ? ((n >> bit++) & 1 ? ch.toUpperCase() : ch.toLowerCase()) : ch)).join('');
  });
}

/** How many date formatters for `zone` (any spelling) `work` makes. */
async function formattersMadeFor(zone: string, work: () => Promise<void>): Promise<number> {
  const original = Intl.DateTimeFormat;
  let made = 0;
  Intl.DateTimeFormat = new Proxy(original, {
    construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
      if (args[1]?.timeZone?.toLowerCase() === zone.toLowerCase()) made++;
      return Reflect.construct(target, args);
    },
  });
  try {
    await work();
  } finally {
    Intl.DateTimeFormat = original;
  }
  return made;
}

describe('X-Timezone spelled many ways', () => {
  // A date formatter holds some 28 KB of the runtime's memory: one kept per spelling, 10,000 requests
  // would hold 280 MB, the whole of the server's memory under load.
  const zone = 'America/Argentina/ComodRivadavia';
  const tomorrow = () => new Date(api.clock.now().getTime() + 2 * DAY).toISOString().slice(0, 10);

  it('grows no formatter per spelling on a public form, which a visitor sends from many addresses', async () => {
    const made = await formattersMadeFor(zone, async () => {
      for (const spelling of spellingsOf(zone, 40)) {
        // Only the date is right: the form is refused, after its date was judged in the visitor's zone.
        const res = await api.post('/PublicJobRequest', { preferredDate: tomorrow() }, { 'X-Timezone': spelling, 'X-Forwarded-For': newClientIp() });
        expect(res.status).toBe(400);
      }
    });
    expect(made).toBeLessThanOrEqual(1);
    expect(await api.db.select({ id: jobRequests.id }).from(jobRequests)).toEqual([]);
  });

  it('grows no formatter per spelling when a customer asks for the times a visit could move to', async () => {
    const trade = await aTrade(api.db);
    const contractor = await aContractor(api.db, { trades: [trade] });
    await workingHours(api.db, contractor);
    const customer = await aConsumer(api.db);
    const job = await aJobRequest(api.db, { userId: customer.id, tradeId: trade.id, status: 'Scheduled' });
    const assignment = await anAssignment(api.db, job, contractor, { state: 'Booked', isNewlyBooked: false, bookingReadAt: api.clock.now() });
    const proposal = await aProposal(api.db, job, contractor, { status: 'Accepted', depositStatus: 'Paid', assignedJobAppointmentId: assignment.id });
    const visit = await aVisit(api.db, proposal, new Date(Math.ceil(api.clock.now().getTime() / HOUR) * HOUR + 5 * DAY));
    const auth = await bearerFor(api, customer.id);
    const made = await formattersMadeFor(zone, async () => {
      for (const spelling of spellingsOf(zone, 40)) {
        const res = await api.get(`/JobAppointments/${visit.id}/reschedule-availability`, { ...auth, 'X-Timezone': spelling });
        expect(res.status).toBe(200);
      }
    });
    // One formatter of wall clocks and one of dates at most.
    expect(made).toBeLessThanOrEqual(2);
  });
});

describe('catalogue answers kept for listed origins', () => {
  it('carry the permission of the origin asking, never of the one that asked first', async () => {
    const list = '/Trades?PerPage=7';
    api.catalogue.invalidate();
    const first = await api.get(list, { Origin: APP_ORIGIN });
    expect(first.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    const sizeAfterFirst = api.catalogue.size;
    const partner = await api.get(list, { Origin: PARTNER_ORIGIN });
    // Answered from memory, not made again.
    expect(api.catalogue.size).toBe(sizeAfterFirst);
    expect(partner.headers.get('access-control-allow-origin')).toBe(PARTNER_ORIGIN);
    for (const headers of [{ Origin: 'https://evil.example' }, {}] as Record<string, string>[]) {
      const other = await api.get(list, headers);
      expect(other.status).toBe(200);
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
      // A shared cache in front must not hand this answer to a listed origin either.
      expect(other.headers.get('vary')).toMatch(/Origin/);
    }
  });
});

describe('catalogue answers kept in memory, asked for under many query strings', () => {
  it('hold no more than their budget of memory, however many reads of a large list are asked for', async () => {
    const trade = await aTrade(api.db);
    const bio = 'Finish carpentry, decks and storm doors. Two-person crew; we clean up every day and leave the site broom-clean. '.repeat(4);
    for (let i = 0; i < 100; i++) await aContractor(api.db, { trades: [trade], bio });
    // Not one of the list's contractors is rated yet, so every upper bound of a rating is the same large answer, kept as a read of its own.
    const list = (n: number) => `/Contractors?TradeId=${trade.id}&PerPage=100&Rating.To=${4 + n / 100_000}`;
    const page = await api.get(list(0));
    expect(page.status).toBe(200);
    const pageBytes = (await page.arrayBuffer()).byteLength;
    expect(pageBytes).toBeGreaterThan(50_000);
    const asks = Math.ceil((2 * CATALOGUE_CACHE_MAX_BYTES) / pageBytes);
    for (let n = 1; n < asks; n++) expect((await api.get(list(n))).status).toBe(200);
    expect(api.catalogue.bytes).toBeLessThanOrEqual(CATALOGUE_CACHE_MAX_BYTES);
    // The latest are still answered from memory.
    const { result: again, queries } = await countQueries(api.db, async () => api.get(list(asks - 1)));
    expect(again.status).toBe(200);
    expect(queries).toEqual([]);
  }, 120_000);

  it('count the query each is kept under, which a client can make as long as a request line may be', async () => {
    api.catalogue.invalidate();
    // Some 300 locations, as many as a 16 KB request line holds, each list of them a read of its own.
    const ids = 300;
    for (let n = 0; n < 20; n++) {
      const locations = Array.from({ length: ids }, () => `LocationIds=${randomUUID()}`).join('&');
      expect((await api.get(`/StorageUnitListings?${locations}`)).status).toBe(200);
    }
    expect(api.catalogue.size).toBe(20);
    // The answer and the list's total are each kept under the ids: 36 characters of 2 bytes each, twice.
    expect(api.catalogue.bytes).toBeGreaterThan(20 * 2 * ids * 36 * 2);
  });

  it('keep one answer for a list asked for under any number of keys it does not know, however long', async () => {
    api.catalogue.invalidate();
    expect((await api.get('/Trades')).status).toBe(200);
    const one = api.catalogue.bytes;
    const padding = 'x'.repeat(8000);
    for (let n = 0; n < 20; n++) expect((await api.get(`/Trades?n=${n}&pad=${padding}`)).status).toBe(200);
    expect(api.catalogue.size).toBe(1);
    // Each spelling is kept as written, as a way to the one answer, within the spellings' share.
    expect(api.catalogue.bytes).toBeGreaterThan(one);
    expect(api.catalogue.bytes).toBeLessThanOrEqual(one + CATALOGUE_CACHE_MAX_BYTES / 8);
  });

  it('count the filters each list total is kept under, which a client can make as long as a request line may be', async () => {
    api.catalogue.invalidate();
    // Some 300 locations, as many as a 16 KB request line holds: each list of them is a total of its own.
    const locations = () => Array.from({ length: 300 }, () => `LocationIds=${randomUUID()}`).join('&');
    for (let n = 0; n < 800; n++) expect((await api.get(`/StorageUnitListings?${locations()}`)).status).toBe(200);
    expect(api.catalogue.bytes).toBeLessThanOrEqual(CATALOGUE_CACHE_MAX_BYTES);
  }, 120_000);
});

describe('POST /Files abused', () => {
  it('answers 413 to a body streamed past the limit without a Content-Length, and stores nothing', async () => {
    const user = await aCustomer();
    const boundary = `----abuse${unique()}`;
    const head = new TextEncoder().encode(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
    const chunk = new Uint8Array(MB).fill(0xff);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(head);
        if (sent >= 16) return controller.close();
        sent++;
        controller.enqueue(chunk);
      },
    });
    const res = await api.request('/Files', {
      method: 'POST',
      body,
      headers: { ...user.auth, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ Message: 'Files can be at most 10 MB.' });
    // It stopped reading soon after the limit rather than taking all that was sent.
    expect(sent).toBeLessThan(16);
    expect(await storedFilesOf(user.userId)).toEqual([]);
  });

  it('takes a JPEG that is also a web page only as pixels: the page in its comment and after its end is not served', async () => {
    const user = await aCustomer();
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 90, g: 120, b: 150 } } })
      .jpeg()
      .toBuffer();
    const page = Buffer.from('<html><body><script>fetch("/api/v1/Authentication/current-identity")</script></body></html>');
    // A COM segment right after the start of the image, and the same page again after its end.
    const comment = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from([(page.length + 2) >> 8, (page.length + 2) & 0xff]), page]);
    const polyglot = Buffer.concat([jpeg.subarray(0, 2), comment, jpeg.subarray(2), page]);
    expect((await sharp(polyglot).metadata()).format).toBe('jpeg');

    const res = await upload(user.auth, polyglot, 'page.html', 'text/html');
    expect(res.status).toBe(201);
    const stored = (await res.json()) as { id: string; fileName: string; contentType: string };
    expect(stored).toMatchObject({ fileName: 'page.jpg', contentType: 'image/jpeg' });
    for (const variant of ['original', 'thumbnail']) {
      const served = await api.get(`/Files/${stored.id}/public?Variant=${variant}`, user.auth);
      expect(served.headers.get('content-type')).toBe('image/jpeg');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      const bytes = Buffer.from(await served.arrayBuffer());
      expect(bytes.includes('<script')).toBe(false);
      expect(bytes.includes('<html')).toBe(false);
    }
  });

  it('answers within seconds bombs that are not pixels: a chunk that inflates to 200 MB, a JPEG of 50,000 scans', async () => {
    // Photos are decoded one at a time, so one slow decode holds up every customer's upload.
    const user = await aCustomer();
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#234' } }).png().toBuffer();
    const inflating = deflateSync(Buffer.alloc(200 * MB), { level: 9 });
    const afterHeader = 8 + 25;
    const progressive = await sharp({ create: { width: 4000, height: 4000, channels: 3, background: '#234' } }).jpeg({ progressive: true, quality: 50 }).toBuffer();
    const scanAt = progressive.indexOf(Buffer.from([0xff, 0xda]), 2);
    const emptyScan = progressive.subarray(scanAt, scanAt + 2 + progressive.readUInt16BE(scanAt + 2));
    for (const [name, bytes] of [
      ['text', Buffer.concat([png.subarray(0, afterHeader), pngChunk('zTXt', Buffer.concat([Buffer.from('Comment\0\0'), inflating])), png.subarray(afterHeader)])],
      ['profile', Buffer.concat([png.subarray(0, afterHeader), pngChunk('iCCP', Buffer.concat([Buffer.from('icc\0\0'), inflating])), png.subarray(afterHeader)])],
      ['scans', Buffer.concat([progressive.subarray(0, -2), ...Array<Buffer>(50_000).fill(emptyScan), progressive.subarray(-2)])],
    ] as const) {
      expect(bytes.length).toBeLessThan(MB);
      const started = performance.now();
      const res = await upload(user.auth, bytes, `${name}.png`);
      expect([201, 400], name).toContain(res.status);
      expect(performance.now() - started, name).toBeLessThan(3000);
    }
  });
});

describe('many uploads from one account', () => {
  it(`keeps at most ${MAX_UNATTACHED_UPLOADS} that no request has taken, refusing the next at its field, and takes more once a request takes some`, async () => {
    const user = await aCustomer();
    const now = api.clock.now().getTime();
    // A day of uploads as a script under the hourly limit leaves them. One too old for a request to take
    // and one already on a request do not count.
    const ids: string[] = [];
    for (let i = 0; i < MAX_UNATTACHED_UPLOADS - 1; i++) ids.push((await aPhoto(api.db, user.userId, { createdAt: new Date(now - i * 10 * 60_000) })).id);
    await aPhoto(api.db, user.userId, { createdAt: new Date(now - 25 * HOUR) });
    await aPhoto(api.db, user.userId, { attached: true });
    const jpeg = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#345' } }).jpeg().toBuffer();
    expect((await upload(user.auth, jpeg)).status).toBe(201);

    const held = (await storedFilesOf(user.userId)).length;
    expect(await validationErrors(await upload(user.auth, jpeg))).toEqual({ file: [UPLOAD_UNATTACHED_MESSAGE] });
    expect(await storedFilesOf(user.userId)).toHaveLength(held);
    expect((await upload((await aCustomer()).auth, jpeg)).status).toBe(201);

    const trade = await aTrade(api.db);
    const request = await api.post(
      '/JobRequests',
      { tradeId: trade.id, name: 'Loose railing', description: 'The porch railing wobbles.', address: '12 Oak Hill Road', city: 'Southborough', zipCode: '01772', preferredDates: [], photoIds: ids.slice(0, 10) },
      user.auth,
    );
    expect(request.status).toBe(201);
    expect((await upload(user.auth, jpeg)).status).toBe(201);
  });

  it(`holds the cap among uploads sent at the same instant: one more of four reaches ${MAX_UNATTACHED_UPLOADS}`, async () => {
    const user = await aCustomer();
    for (let i = 0; i < MAX_UNATTACHED_UPLOADS - 1; i++) await aPhoto(api.db, user.userId);
    const jpeg = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#567' } }).jpeg().toBuffer();
    const answers = await Promise.all(Array.from({ length: 4 }, () => upload(user.auth, jpeg)));
    expect(answers.map((res) => res.status).sort()).toEqual([201, 400, 400, 400]);
    for (const res of answers.filter((r) => r.status === 400)) expect(await validationErrors(res)).toEqual({ file: [UPLOAD_UNATTACHED_MESSAGE] });
    expect(await storedFilesOf(user.userId)).toHaveLength(MAX_UNATTACHED_UPLOADS);
  });
});

describe('GET /Files/{id}/public abused', () => {
  it('takes a token only in the Authorization header: one in the address would end up in logs and histories', async () => {
    const owner = await aCustomer();
    const jpeg = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#456' } }).jpeg().toBuffer();
    const res = await upload(owner.auth, jpeg);
    const { id } = (await res.json()) as { id: string };
    const token = owner.auth.Authorization.slice('Bearer '.length);
    for (const query of [`?access_token=${token}`, `?token=${token}`, `?Authorization=Bearer%20${token}`])
      expect(await domainError(await api.get(`/Files/${id}/public${query}`), 401)).toBe('Sign in to continue.');
    expect((await api.get(`/Files/${id}/public`, owner.auth)).status).toBe(200);
  });

  it('tells a stranger nothing of a photo, however its id or the request is spelled', async () => {
    const owner = await aCustomer();
    const stranger = await aCustomer();
    const jpeg = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#654' } }).jpeg().toBuffer();
    const { id } = (await (await upload(owner.auth, jpeg)).json()) as { id: string };
    for (const path of [`/Files/${id}/public`, `/Files/${id.toUpperCase()}/public`, `/Files/${id}/public?Variant=thumbnail`, `/Files/${id}/public?Variant=original&Variant=thumbnail`]) {
      const res = await api.get(path, stranger.auth);
      expect([400, 404]).toContain(res.status);
      expect(res.headers.get('content-type')).not.toMatch(/^image\//);
      expect(res.headers.get('etag')).toBeNull();
    }
    const head = await api.request(`/Files/${id}/public`, { method: 'HEAD', headers: stranger.auth });
    expect(head.status).toBe(404);
    expect(head.headers.get('etag')).toBeNull();
    expect(await api.db.select({ fileId: fileContents.fileId }).from(fileContents).where(eq(fileContents.fileId, id))).toHaveLength(1);
  });
});

describe('addresses a client names in its request', () => {
  it('never make the sitemap or a kept answer name another host: Host and X-Forwarded-* are not the site’s address', async () => {
    const forged = { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'http', Forwarded: 'host=evil.example;proto=http' };
    const sitemap = await api.app.request('http://evil.example/sitemap.xml', { headers: forged });
    expect(sitemap.status).toBe(200);
    const xml = await sitemap.text();
    expect(xml).not.toContain('evil.example');
    expect(xml).toContain(`<loc>${new URL('/', api.env.PUBLIC_URL).href}</loc>`);
    const list = '/Trades';
    api.catalogue.invalidate();
    const first = await api.app.request(`http://evil.example/api/v1${list}`, { headers: forged });
    const next = await api.get(list);
    expect(await next.text()).toBe(await first.text());
    expect(next.headers.get('etag')).toBe(first.headers.get('etag'));
  });

  it('send the unsubscribe link only to this site’s own page, whatever its token holds', async () => {
    for (const token of ['//evil.example', 'https://evil.example/', '/\\evil.example', '\r\nLocation: https://evil.example']) {
      const res = await api.get(`/EmailSubscription/unsubscribe?token=${encodeURIComponent(token)}`);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(`/unsubscribe?token=${encodeURIComponent(token)}`);
    }
  });
});
