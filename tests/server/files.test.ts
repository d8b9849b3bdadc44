import { createHash } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  StoredFile,
  UPLOAD_DAMAGED_MESSAGE,
  UPLOAD_HEIC_MESSAGE,
  UPLOAD_PIXELS_MESSAGE,
  UPLOAD_RATE_MESSAGE,
  UPLOAD_SIZE_MESSAGE,
  UPLOAD_TYPES_MESSAGE,
} from '../../contract/files';
import { MAX_PHOTOS_PER_REQUEST } from '../../contract/job-requests';
import { fileContents, files, jobRequestPhotos, jobRequests } from '../../server/db/schema';
import { attachPhotos } from '../../server/files/attach';
import { processPhoto } from '../../server/files/images';
import { pruneExpiredRows } from '../../server/housekeeping';
import { FieldRefusal } from '../../server/lib/field-refusal';
import { createLogger } from '../../server/lib/logger';
import { aConsumer, aContractor, aJobRequest, anAssignment, aTrade, theServiceArea, unknownId } from './factories';
import { useTestApi } from './harness';
import { domainError, validationErrors } from './problems';
import { bearerFor, signIn } from './sign-in';

const api = await useTestApi();
await theServiceArea(api.db);

const MB = 1024 * 1024;
const HOUR = 60 * 60_000;
type Auth = { Authorization: string };

/** A signed-up customer with a bearer token. */
async function aCustomer() {
  const user = await aConsumer(api.db);
  return { userId: user.id, auth: await bearerFor(api, user.id) };
}

function upload(auth: Auth | undefined, bytes: Uint8Array, name = 'photo.jpg', type = 'image/jpeg') {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name, { type }));
  return api.request('/Files', { method: 'POST', body: form, headers: auth });
}

async function uploaded(auth: Auth, bytes: Uint8Array, name?: string, type?: string): Promise<StoredFile> {
  const res = await upload(auth, bytes, name, type);
  if (res.status !== 201) throw new Error(`POST /Files answered ${res.status}: ${await res.text()}`);
  return v.parse(StoredFile, await res.json());
}

const download = (id: string, auth?: Auth, query = '', headers: Record<string, string> = {}) => api.get(`/Files/${id}/public${query}`, { ...auth, ...headers });
const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A photo-like picture (noise compresses as a photo does, unlike a flat color). */
const picture = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: { r: 120, g: 140, b: 90, alpha: 0.6 }, noise: { type: 'gaussian', mean: 128, sigma: 40 } } });
const aJpeg = (width = 800, height = 600) => picture(width, height).jpeg().toBuffer();
const aPng = (width = 800, height = 600) => picture(width, height, 4).png().toBuffer();
const aWebp = (width = 800, height = 600) => picture(width, height).webp().toBuffer();

/** Left half red, right half blue, as a camera held sideways stores it, with EXIF saying to turn it a quarter clockwise. */
async function aSidewaysPhotoWithGps() {
  const width = 800;
  const height = 600;
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) raw.set(x < width / 2 ? [220, 20, 20] : [20, 20, 220], (y * width + x) * 3);
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'PhoneCo 15', Copyright: 'OWNER-NAME-MARK' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '42/1 18/1 21/1', GPSLongitudeRef: 'W', GPSLongitude: '71/1 31/1 28/1', GPSMapDatum: 'WGS-84-GPS-MARK' },
    })
    .toBuffer();
}

const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};
const u16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16BE(n);
  return b;
};
const box = (type: string, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  return Buffer.concat([u32(8 + body.length), Buffer.from(type, 'latin1'), body]);
};
const fullBox = (type: string, version: number, ...parts: Buffer[]) => box(type, Buffer.from([version, 0, 0, 0]), ...parts);

/**
 * A HEIC file as an iPhone writes it, reduced to one HEVC-coded image item: the `ftyp`, `meta` and
 * `mdat` boxes of ISO/IEC 23008-12. The HEVC stream itself is filler; no decoder gets that far here.
 */
function aHeic(width = 4032, height = 3024) {
  const payload = Buffer.alloc(4000, 7);
  const ftyp = box('ftyp', Buffer.from('heic'), u32(0), Buffer.from('mif1heic'));
  const hvcC = box('hvcC', Buffer.from([1, 1, 0x60, 0, 0, 0, 0x90, 0, 0, 0, 0, 0, 90, 0xf0, 0, 0xfc, 0xfd, 0xf8, 0xf8, 0, 0, 0x0f, 0]));
  const ispe = fullBox('ispe', 0, u32(width), u32(height));
  const iprp = box('iprp', box('ipco', hvcC, ispe), fullBox('ipma', 0, u32(1), u16(1), Buffer.from([2, 0x81, 0x02])));
  const head = (mdatOffset: number) =>
    Buffer.concat([
      ftyp,
      fullBox(
        'meta',
        0,
        fullBox('hdlr', 0, u32(0), Buffer.from('pict'), u32(0), u32(0), u32(0), Buffer.from([0])),
        fullBox('pitm', 0, u16(1)),
        fullBox('iinf', 0, u16(1), fullBox('infe', 2, u16(1), u16(0), Buffer.from('hvc1'), Buffer.from([0]))),
        fullBox('iloc', 0, Buffer.from([0x44, 0x00]), u16(1), u16(1), u16(0), u16(1), u32(mdatOffset), u32(payload.length)),
        iprp,
      ),
    ]);
  return Buffer.concat([head(head(0).length + 8), box('mdat', payload)]);
}

/** A PNG whose header announces `width` x `height` gray pixels, followed by a few compressed rows of them. */
function aPngAnnouncing(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    return Buffer.concat([u32(data.length), body, u32(crc32(body))]);
  };
  const header = Buffer.concat([u32(width), u32(height), Buffer.from([8, 0, 0, 0, 0])]);
  const rows = deflateSync(Buffer.alloc((width + 1) * 4));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))]);
}

describe('POST /Files', () => {
  it.each([
    ['JPEG', aJpeg, 'kitchen.jpg', 'image/jpeg'],
    ['PNG', aPng, 'kitchen.png', 'image/png'],
    ['WebP', aWebp, 'kitchen.webp', 'image/webp'],
  ] as const)('takes a %s photo and stores it as JPEG, answering 201 with what it stored', async (_, make, name, type) => {
    const user = await aCustomer();
    const sent = await make(800, 600);
    const res = await upload(user.auth, sent, name, type);
    expect(res.status).toBe(201);
    const stored = v.parse(StoredFile, await res.json());
    expect(stored).toEqual({
      id: expect.any(String),
      fileName: 'kitchen.jpg',
      contentType: 'image/jpeg',
      sizeBytes: expect.any(Number),
      width: 800,
      height: 600,
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      createdAt: expect.any(String),
    });
    expect(Math.abs(Date.parse(stored.createdAt) - api.clock.now().getTime())).toBeLessThan(60_000);

    const served = await download(stored.id, user.auth);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const bytes = await bytesOf(served);
    expect(bytes.length).toBe(stored.sizeBytes);
    expect(sha256(bytes)).toBe(stored.sha256);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 800, height: 600 });
  });

  it('lays a transparent PNG on white, as JPEG has no transparency', async () => {
    const user = await aCustomer();
    const clear = await sharp({ create: { width: 40, height: 30, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    const stored = await uploaded(user.auth, clear, 'clear.png', 'image/png');
    const { data } = await sharp(await bytesOf(await download(stored.id, user.auth))).raw().toBuffer({ resolveWithObject: true });
    expect(Math.min(...data)).toBeGreaterThan(245);
  });

  it('shrinks a photo to at most 2560 px a side, keeping its proportions, and never enlarges a small one', async () => {
    const user = await aCustomer();
    const big = await uploaded(user.auth, await aJpeg(4000, 3000));
    expect([big.width, big.height]).toEqual([2560, 1920]);
    expect(await sharp(await bytesOf(await download(big.id, user.auth))).metadata()).toMatchObject({ width: 2560, height: 1920 });
    const tall = await uploaded(user.auth, await aJpeg(1000, 3000));
    expect([tall.width, tall.height]).toEqual([853, 2560]);
    const small = await uploaded(user.auth, await aJpeg(120, 90));
    expect([small.width, small.height]).toEqual([120, 90]);
    // Three 12-megapixel encodes and decodes: seconds of CPU, more on a busy machine.
  }, 60_000);

  it('turns the photo upright by its EXIF orientation, then keeps no EXIF, GPS position or other metadata', async () => {
    const user = await aCustomer();
    const sent = await aSidewaysPhotoWithGps();
    // What a phone sends: the position and the owner's name are in the file.
    const sentMeta = await sharp(sent).metadata();
    expect(sentMeta).toMatchObject({ width: 800, height: 600, orientation: 6, exif: expect.any(Buffer) });
    for (const mark of ['WGS-84-GPS-MARK', 'OWNER-NAME-MARK', 'PhoneCo', 'Exif\0\0']) expect(sent.includes(mark)).toBe(true);

    const stored = await uploaded(user.auth, sent, 'IMG_0042.JPG');
    expect([stored.width, stored.height]).toEqual([600, 800]);
    const bytes = await bytesOf(await download(stored.id, user.auth));
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 600, height: 800, space: 'srgb' });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    for (const mark of ['WGS-84-GPS-MARK', 'OWNER-NAME-MARK', 'PhoneCo', 'Exif\0\0', 'http://ns.adobe.com/xap']) expect(bytes.includes(mark)).toBe(false);

    // A quarter turn clockwise puts the left (red) half on top.
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    const [topR, , topB] = pixel(300, 150);
    const [bottomR, , bottomB] = pixel(300, 650);
    expect(topR).toBeGreaterThan(180);
    expect(topB).toBeLessThan(70);
    expect(bottomB).toBeGreaterThan(180);
    expect(bottomR).toBeLessThan(70);
  });

  it('keeps no metadata of a PNG or a WebP either, and converts a wide-gamut photo to sRGB without its profile', async () => {
    const user = await aCustomer();
    const png = await picture(64, 48).png().withExif({ IFD0: { Copyright: 'PNG-EXIF-MARK' } }).toBuffer();
    const webp = await picture(64, 48)
      .webp()
      .withExif({ IFD0: { Copyright: 'WEBP-EXIF-MARK' } })
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">WEBP-XMP-MARK</rdf:RDF></x:xmpmeta>')
      .toBuffer();
    const p3 = await picture(64, 48).jpeg().withIccProfile('p3').toBuffer();
    expect((await sharp(p3).metadata()).icc).toBeDefined();
    for (const [sent, name, marks] of [
      [png, 'a.png', ['PNG-EXIF-MARK']],
      [webp, 'a.webp', ['WEBP-EXIF-MARK', 'WEBP-XMP-MARK']],
      // Every ICC profile carries the signature `acsp`.
      [p3, 'a.jpg', ['acsp']],
    ] as const) {
      for (const mark of marks) expect(sent.includes(mark)).toBe(true);
      const bytes = await bytesOf(await download((await uploaded(user.auth, sent, name)).id, user.auth));
      for (const mark of marks) expect(bytes.includes(mark)).toBe(false);
      const meta = await sharp(bytes).metadata();
      expect([meta.exif, meta.xmp, meta.icc]).toEqual([undefined, undefined, undefined]);
    }
  });

  it('cleans the file name: no folders, control or invisible characters, a bounded length, and the stored type’s extension', async () => {
    const user = await aCustomer();
    const jpeg = await aJpeg(40, 30);
    const named = async (name: string) => (await uploaded(user.auth, jpeg, name)).fileName;
    expect(await named('C:\\Users\\me\\Pictures\\leak under sink.png')).toBe('leak under sink.jpg');
    expect(await named('../../etc/passwd')).toBe('passwd.jpg');
    expect(await named('photo\u202Egpj.exe')).toBe('photogpj.jpg');
    expect(await named('bad\r\nname\t\u0000.jpeg')).toBe('badname.jpg');
    expect(await named('.hidden.jpg')).toBe('hidden.jpg');
    expect(await named('   ')).toBe('photo.jpg');
    const long = await named(`${'é'.repeat(300)}.jpg`);
    expect(long).toBe(`${'é'.repeat(96)}.jpg`);
  });

  it.each([
    ['an ELF executable named photo.jpg', Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4000, 1)]), 'photo.jpg', 'image/jpeg'],
    ['a Windows executable named photo.jpg', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4000, 0x90)]), 'photo.jpg', 'image/jpeg'],
    ['a PDF', Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'), 'quote.pdf', 'application/pdf'],
    ['text', Buffer.from('Just some words about the job.\n'), 'notes.png', 'image/png'],
    [
      'an SVG with a script',
      Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>fetch("/api/v1/Authentication/current-identity")</script><rect width="100" height="100"/></svg>'),
      'drawing.svg',
      'image/svg+xml',
    ],
    ['the same SVG named as a JPEG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><rect width="10" height="10"/></svg>'), 'photo.jpg', 'image/jpeg'],
    ['a JPEG signature before something else', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('MZ'), Buffer.alloc(3000, 0x90)]), 'photo.jpg', 'image/jpeg'],
  ])('refuses %s with the type message on `file`', async (_, bytes, name, type) => {
    const user = await aCustomer();
    expect(await validationErrors(await upload(user.auth, bytes, name, type))).toEqual({ file: [UPLOAD_TYPES_MESSAGE] });
  });

  it('refuses a GIF and a TIFF, which no phone takes photos in, even though the image library reads them', async () => {
    const user = await aCustomer();
    for (const [bytes, name] of [
      [await picture(40, 30).gif().toBuffer(), 'anim.gif'],
      [await picture(40, 30).tiff().toBuffer(), 'scan.tif'],
    ] as const) {
      expect(await sharp(bytes).metadata()).toMatchObject({ width: 40 });
      expect(await validationErrors(await upload(user.auth, bytes, name, 'image/jpeg'))).toEqual({ file: [UPLOAD_TYPES_MESSAGE] });
    }
  });

  it.each([
    ['JPEG', aJpeg],
    ['PNG', aPng],
    ['WebP', aWebp],
  ] as const)('refuses a truncated %s as damaged, not as a file of another kind', async (_, make) => {
    const user = await aCustomer();
    const whole = await make(400, 300);
    for (const part of [0.5, 0.6, 0.95]) {
      expect(await validationErrors(await upload(user.auth, whole.subarray(0, Math.floor(whole.length * part)), 'trunc.jpg'))).toEqual({ file: [UPLOAD_DAMAGED_MESSAGE] });
    }
  });

  it('refuses a photo whose pixels are garbled as damaged', async () => {
    const user = await aCustomer();
    const whole = await aPng(400, 300);
    // The header and the first rows stand; the compressed rows after them are noise.
    const garbled = Buffer.from(whole);
    for (let i = 200; i < garbled.length - 100; i += 7) garbled[i] = (garbled[i]! + 91) % 256;
    expect(await validationErrors(await upload(user.auth, garbled, 'scan.png', 'image/png'))).toEqual({ file: [UPLOAD_DAMAGED_MESSAGE] });
  });

  it('refuses a HEIC photo with a message that says how to send it, as this image library cannot decode HEVC', async () => {
    const user = await aCustomer();
    const heic = aHeic();
    // The file is what it claims to be; only its HEVC stream is beyond the prebuilt library.
    expect(await sharp(heic).metadata()).toMatchObject({ format: 'heif', compression: 'hevc', width: 4032, height: 3024 });
    await expect(sharp(heic).jpeg().toBuffer()).rejects.toThrow(/HEVC/);
    expect(await validationErrors(await upload(user.auth, heic, 'IMG_0042.HEIC', 'image/heic'))).toEqual({ file: [UPLOAD_HEIC_MESSAGE] });
    expect(await validationErrors(await upload(user.auth, heic, 'IMG_0042.jpg', 'image/jpeg'))).toEqual({ file: [UPLOAD_HEIC_MESSAGE] });
  });

  it('refuses a picture of more than 50 megapixels before decoding it, as a decompression bomb would be', async () => {
    const user = await aCustomer();
    for (const [width, height] of [
      [20_000, 20_000],
      // 100 megapixels, as the bomb that once filled the server's memory.
      [10_000, 10_000],
      // Just past a 50-megapixel phone camera's 8160 x 6120.
      [8_200, 6_120],
    ] as const) {
      const bomb = aPngAnnouncing(width, height);
      expect(bomb.length).toBeLessThan(1024);
      expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ format: 'png', width, height });
      expect(await validationErrors(await upload(user.auth, bomb, 'big.png', 'image/png'))).toEqual({ file: [UPLOAD_PIXELS_MESSAGE] });
    }
  });

  it('takes an AVIF, the HEIF this library can decode, and stores it as JPEG', async () => {
    const user = await aCustomer();
    const stored = await uploaded(user.auth, await picture(200, 100).avif().toBuffer(), 'pic.avif', 'image/avif');
    expect(stored).toMatchObject({ fileName: 'pic.jpg', contentType: 'image/jpeg', width: 200, height: 100 });
  });

  it('answers 413 to a 20 MB or an 11 MB file before reading it, and 400 to one just over 10 MB', async () => {
    const user = await aCustomer();
    for (const size of [20 * MB, 11 * MB]) {
      const res = await upload(user.auth, new Uint8Array(size), 'huge.jpg');
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ Message: 'Files can be at most 10 MB.' });
    }
    // Within the request's limit (which leaves room for the form around the file), over the file's.
    const justOver = Buffer.concat([await aJpeg(64, 48), Buffer.alloc(10 * MB)]);
    expect(await validationErrors(await upload(user.auth, justOver))).toEqual({ file: [UPLOAD_SIZE_MESSAGE] });
  });

  it('needs a file, a bearer token and a completed profile', async () => {
    const user = await aCustomer();
    const form = new FormData();
    form.append('file', 'not a file');
    expect(await validationErrors(await api.request('/Files', { method: 'POST', body: form, headers: user.auth }))).toEqual({ file: ['Choose a photo to upload.'] });
    expect(await domainError(await upload(undefined, await aJpeg(40, 30)), 401)).toBe('Sign in to continue.');
    const unfinished = await signIn(api, { profile: false });
    expect(await domainError(await upload(unfinished.auth, await aJpeg(40, 30)), 403)).toBe('Complete your profile to continue.');
    expect(await api.db.select().from(files).where(eq(files.ownerUserId, unfinished.userId))).toEqual([]);
  });

  it('refuses a body that is not multipart/form-data as a whole, saying how to send the photo, and stores nothing', async () => {
    const user = await aCustomer();
    const photo = await aJpeg(40, 30);
    const sends: Record<string, { body: BodyInit; type?: string }> = {
      JSON: { body: JSON.stringify({ file: photo.toString('base64') }), type: 'application/json' },
      text: { body: 'a photo', type: 'text/plain' },
      'a urlencoded form': { body: 'file=photo.jpg', type: 'application/x-www-form-urlencoded' },
      'the bytes alone': { body: new Uint8Array(photo), type: 'image/jpeg' },
      'no Content-Type': { body: new Uint8Array(photo) },
    };
    const answers: Record<string, unknown> = {};
    for (const [what, { body, type }] of Object.entries(sends)) {
      const res = await api.request('/Files', { method: 'POST', body, headers: { ...user.auth, ...(type ? { 'Content-Type': type } : {}) } });
      answers[what] = { status: res.status, type: res.headers.get('content-type'), errors: ((await res.json()) as { errors?: unknown }).errors };
    }
    const refused = { status: 400, type: 'application/problem+json', errors: { '': ['Send this as multipart/form-data, with the photo in the file field.'] } };
    expect(answers).toEqual(Object.fromEntries(Object.keys(sends).map((what) => [what, refused])));
    expect(await api.db.select().from(files).where(eq(files.ownerUserId, user.userId))).toEqual([]);
    // With no body at all it hears which field is wanted, and a real upload still goes through.
    expect(await validationErrors(await api.request('/Files', { method: 'POST', headers: user.auth }))).toEqual({ file: ['This field is required.'] });
    expect(await validationErrors(await api.request('/Files', { method: 'POST', body: '', headers: { ...user.auth, 'Content-Type': 'text/plain' } }))).toEqual({ file: ['This field is required.'] });
    expect((await upload(user.auth, photo)).status).toBe(201);
  });

  it(`takes 60 uploads an hour from one account, then answers 429 with Retry-After until the hour is over`, async () => {
    const user = await aCustomer();
    const other = await aCustomer();
    const tiny = await aJpeg(16, 12);
    for (let i = 0; i < 60; i++) expect((await upload(user.auth, tiny)).status).toBe(201);
    const refused = await upload(user.auth, tiny);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
    expect((await refused.json()).Message).toBe(UPLOAD_RATE_MESSAGE);
    // Others are not held back by it.
    expect((await upload(other.auth, tiny)).status).toBe(201);
    api.clock.advance(HOUR + 1000);
    expect((await upload(await bearerFor(api, user.userId), tiny)).status).toBe(201);
  });
});

describe('GET /Files/{id}/public', () => {
  it('serves the photo inline as an inert image: its type, nosniff, a sandboxing CSP, not framed, a safe file name, and long private caching', async () => {
    const user = await aCustomer();
    const stored = await uploaded(user.auth, await aJpeg(), 'Basement "leak" ☔.png');
    const res = await download(stored.id, user.auth);
    expect(res.status).toBe(200);
    const headers = ['content-type', 'x-content-type-options', 'content-security-policy', 'x-frame-options', 'cache-control', 'etag', 'content-disposition'];
    expect(Object.fromEntries(headers.map((h) => [h, res.headers.get(h)]))).toEqual({
      'content-type': 'image/jpeg',
      'x-content-type-options': 'nosniff',
      // Its own policy, in place of the API's: sandboxed, opened in a tab or not.
      'content-security-policy': "default-src 'none'; sandbox",
      'x-frame-options': 'DENY',
      'cache-control': 'private, max-age=31536000, immutable',
      etag: `"${stored.sha256}"`,
      'content-disposition': `inline; filename="Basement _leak_ _.jpg"; filename*=UTF-8''Basement%20_leak_%20%E2%98%94.jpg`,
    });
  });

  it('serves a thumbnail 320 px wide, smaller than the photo, under its own ETag', async () => {
    const user = await aCustomer();
    const stored = await uploaded(user.auth, await aJpeg(1600, 1200));
    const original = await download(stored.id, user.auth, '?Variant=original');
    const thumbnail = await download(stored.id, user.auth, '?Variant=thumbnail');
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('content-type')).toBe('image/jpeg');
    expect(thumbnail.headers.get('etag')).not.toBe(original.headers.get('etag'));
    const [big, small] = [await bytesOf(original), await bytesOf(thumbnail)];
    expect(await sharp(small).metadata()).toMatchObject({ format: 'jpeg', width: 320, height: 240 });
    expect(small.length).toBeLessThan(big.length / 4);
    // A photo smaller than a thumbnail is not enlarged for it.
    const tiny = await uploaded(user.auth, await aJpeg(100, 80));
    expect(await sharp(await bytesOf(await download(tiny.id, user.auth, '?Variant=thumbnail'))).metadata()).toMatchObject({ width: 100, height: 80 });
  });

  it('answers 304 with no body when If-None-Match names the current ETag', async () => {
    const user = await aCustomer();
    const stored = await uploaded(user.auth, await aJpeg());
    for (const variant of ['', '?Variant=thumbnail']) {
      const first = await download(stored.id, user.auth, variant);
      const etag = first.headers.get('etag')!;
      for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
        const again = await download(stored.id, user.auth, variant, { 'If-None-Match': ifNoneMatch });
        expect(again.status).toBe(304);
        expect(again.headers.get('etag')).toBe(etag);
        expect(again.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
        expect((await bytesOf(again)).length).toBe(0);
      }
      expect((await download(stored.id, user.auth, variant, { 'If-None-Match': '"something-else"' })).status).toBe(200);
    }
  });

  it('is readable by its owner and the contractors its job was offered to, and by nobody else, not even one who declined it', async () => {
    const owner = await aCustomer();
    const stored = await uploaded(owner.auth, await aJpeg());
    const job = await aJobRequest(api.db, { userId: owner.userId });
    await attachPhotos(api.db, { ownerUserId: owner.userId, jobRequestId: job.id, fileIds: [stored.id] });
    const offered = await aContractor(api.db);
    const declined = await aContractor(api.db);
    await anAssignment(api.db, job, offered);
    await anAssignment(api.db, job, declined, { state: 'Declined', contractorResponse: 'Declined' });
    const elsewhere = await aContractor(api.db);
    await anAssignment(api.db, await aJobRequest(api.db, { userId: owner.userId }), elsewhere);
    const stranger = await aCustomer();

    for (const user of [owner.userId, offered.user.id]) {
      const res = await download(stored.id, await bearerFor(api, user), '?Variant=thumbnail');
      expect(res.status).toBe(200);
    }
    for (const auth of [stranger.auth, await bearerFor(api, elsewhere.user.id), await bearerFor(api, declined.user.id)]) {
      for (const query of ['', '?Variant=thumbnail']) expect(await domainError(await download(stored.id, auth, query), 404)).toBe('The file was not found.');
      // Not even a matching ETag tells them it exists.
      expect((await download(stored.id, auth, '', { 'If-None-Match': `"${stored.sha256}"` })).status).toBe(404);
    }
    expect(await domainError(await download(stored.id), 401)).toBe('Sign in to continue.');
    expect(await domainError(await download(unknownId(), owner.auth), 404)).toBe('The file was not found.');
    expect(await validationErrors(await download('not-an-id', owner.auth))).toEqual({ id: ['Must be a valid id.'] });
    expect(await validationErrors(await download(stored.id, owner.auth, '?Variant=huge'))).toEqual({ Variant: ['Variant is original or thumbnail.'] });
  });

  it('is not shown to a contractor before the request carrying it is offered to them', async () => {
    const owner = await aCustomer();
    const stored = await uploaded(owner.auth, await aJpeg());
    const contractor = await aContractor(api.db);
    const job = await aJobRequest(api.db, { userId: owner.userId });
    await anAssignment(api.db, job, contractor);
    // Offered a job of the same customer's, but this photo is not on it.
    expect((await download(stored.id, await bearerFor(api, contractor.user.id))).status).toBe(404);
  });

  it('follows a photo from upload through a new job request to the contractors it is dispatched to', async () => {
    const owner = await aCustomer();
    const trade = await aTrade(api.db);
    const nearby = await aContractor(api.db, { trades: [trade], zipCode: '01772' });
    const otherTrade = await aContractor(api.db, { trades: [await aTrade(api.db)], zipCode: '01772' });
    const [first, second] = [await uploaded(owner.auth, await aJpeg()), await uploaded(owner.auth, await aPng())];
    const created = await api.post(
      '/JobRequests',
      {
        tradeId: trade.id,
        name: 'Cracked tile in the hallway',
        description: 'One tile is cracked near the front door.',
        address: '12 Oak Hill Road',
        city: 'Southborough',
        zipCode: '01772',
        preferredDates: [],
        photoIds: [second.id, first.id],
      },
      owner.auth,
    );
    expect(created.status).toBe(201);
    expect((await created.json()).coverPhotoId).toBe(second.id);
    const contractorAuth = await bearerFor(api, nearby.user.id);
    expect((await download(first.id, contractorAuth)).status).toBe(200);
    expect((await download(second.id, contractorAuth, '?Variant=thumbnail')).status).toBe(200);
    expect((await download(first.id, await bearerFor(api, otherTrade.user.id))).status).toBe(404);
  });
});

/** A service the new requests below ask for; nobody offers it, so they are not dispatched. */
const photoTrade = await aTrade(api.db);

describe('photos on a new job request (attachPhotos)', () => {
  const onePhoto = (place: number) =>
    `Photo ${place} could not be added: it is not one of your uploads of the last 24 hours, or it is already on another request. Remove it and add it again.`;
  const photosOf = (jobRequestId: string) =>
    api.db.select({ fileId: jobRequestPhotos.fileId, sortOrder: jobRequestPhotos.sortOrder }).from(jobRequestPhotos).where(eq(jobRequestPhotos.jobRequestId, jobRequestId)).orderBy(jobRequestPhotos.sortOrder);
  const requestsOf = (userId: string) => api.db.select({ id: jobRequests.id }).from(jobRequests).where(eq(jobRequests.userId, userId));
  const newRequest = (auth: Auth, photoIds: string[]) =>
    api.post(
      '/JobRequests',
      { tradeId: photoTrade.id, name: 'Water stain on the ceiling', description: 'A brown stain under the bathroom.', address: '12 Oak Hill Road', city: 'Southborough', zipCode: '01772', preferredDates: [], photoIds },
      auth,
    );

  it('attaches the owner’s uploads in the order given, an id given twice once', async () => {
    const owner = await aCustomer();
    const jpeg = await aJpeg(40, 30);
    const [a, b, c] = [await uploaded(owner.auth, jpeg), await uploaded(owner.auth, jpeg), await uploaded(owner.auth, jpeg)];
    const res = await newRequest(owner.auth, [c.id, a.id, b.id, a.id]);
    expect(res.status).toBe(201);
    expect(await photosOf((await res.json()).id)).toEqual([
      { fileId: c.id, sortOrder: 0 },
      { fileId: a.id, sortOrder: 1 },
      { fileId: b.id, sortOrder: 2 },
    ]);
  });

  it('refuses someone else’s upload and an unknown id at photoIds, naming their places, and stores no request', async () => {
    const owner = await aCustomer();
    const other = await aCustomer();
    const jpeg = await aJpeg(40, 30);
    const [mine, theirs] = [await uploaded(owner.auth, jpeg), await uploaded(other.auth, jpeg)];

    expect(await validationErrors(await newRequest(owner.auth, [mine.id, theirs.id]))).toEqual({ photoIds: [onePhoto(2)] });
    expect(await validationErrors(await newRequest(owner.auth, [unknownId(), mine.id, theirs.id]))).toEqual({
      photoIds: [
        'Photos 1 and 3 could not be added: they are not among your uploads of the last 24 hours, or they are already on another request. Remove them and add them again.',
      ],
    });
    expect(await requestsOf(owner.userId)).toEqual([]);
    expect(await api.db.select().from(jobRequestPhotos).where(eq(jobRequestPhotos.fileId, mine.id))).toEqual([]);
    // Their photo is still theirs to use.
    expect((await newRequest(other.auth, [theirs.id])).status).toBe(201);
  });

  it('refuses a photo already on a request, even the same customer’s', async () => {
    const owner = await aCustomer();
    const jpeg = await aJpeg(40, 30);
    const [used, fresh] = [await uploaded(owner.auth, jpeg), await uploaded(owner.auth, jpeg)];
    expect((await newRequest(owner.auth, [used.id])).status).toBe(201);
    expect(await validationErrors(await newRequest(owner.auth, [fresh.id, used.id]))).toEqual({ photoIds: [onePhoto(2)] });
    expect(await requestsOf(owner.userId)).toHaveLength(1);
    expect(await api.db.select().from(jobRequestPhotos).where(eq(jobRequestPhotos.fileId, fresh.id))).toEqual([]);
  });

  it('gives a photo sent with two requests at once to one of them only', async () => {
    const owner = await aCustomer();
    const photo = await uploaded(owner.auth, await aJpeg(40, 30));
    const answers = await Promise.all([newRequest(owner.auth, [photo.id]), newRequest(owner.auth, [photo.id])]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(await validationErrors(answers.find((r) => r.status === 400)!)).toEqual({ photoIds: [onePhoto(1)] });
    expect(await requestsOf(owner.userId)).toHaveLength(1);
    expect(await api.db.select().from(jobRequestPhotos).where(eq(jobRequestPhotos.fileId, photo.id))).toHaveLength(1);
  });

  it('refuses an upload housekeeping has deleted', async () => {
    const owner = await aCustomer();
    const photo = await uploaded(owner.auth, await aJpeg(40, 30));
    await pruneExpiredRows(api.db, new Date(Date.parse(photo.createdAt) + 25 * HOUR), createLogger({ silent: true }));
    expect(await validationErrors(await newRequest(owner.auth, [photo.id]))).toEqual({ photoIds: [onePhoto(1)] });
  });

  it(`refuses more than ${MAX_PHOTOS_PER_REQUEST} photos, from the form and from any other caller`, async () => {
    const owner = await aCustomer();
    const jpeg = await aJpeg(16, 12);
    const ids: string[] = [];
    for (let i = 0; i <= MAX_PHOTOS_PER_REQUEST; i++) ids.push((await uploaded(owner.auth, jpeg)).id);
    const tooMany = { photoIds: [`Add at most ${MAX_PHOTOS_PER_REQUEST} photos.`] };
    expect(await validationErrors(await newRequest(owner.auth, ids))).toEqual(tooMany);
    expect(await requestsOf(owner.userId)).toEqual([]);

    const job = await aJobRequest(api.db, { userId: owner.userId });
    const refusal = await attachPhotos(api.db, { ownerUserId: owner.userId, jobRequestId: job.id, fileIds: ids }).catch((err: unknown) => err);
    expect(refusal).toBeInstanceOf(FieldRefusal);
    expect(refusal).toMatchObject({ field: 'photoIds', message: tooMany.photoIds[0] });
    expect(await photosOf(job.id)).toEqual([]);

    const res = await newRequest(owner.auth, ids.slice(0, MAX_PHOTOS_PER_REQUEST));
    expect(res.status).toBe(201);
    expect(await photosOf((await res.json()).id)).toHaveLength(MAX_PHOTOS_PER_REQUEST);
  });
});

describe('housekeeping', () => {
  it('deletes uploads no job request took after a day, with their bytes, and keeps the photos of requests', async () => {
    const owner = await aCustomer();
    const jpeg = await aJpeg(40, 30);
    const [kept, abandoned] = [await uploaded(owner.auth, jpeg), await uploaded(owner.auth, jpeg)];
    const job = await aJobRequest(api.db, { userId: owner.userId });
    await attachPhotos(api.db, { ownerUserId: owner.userId, jobRequestId: job.id, fileIds: [kept.id] });
    // What housekeeping looks for: the request's photo is marked as taken, the other upload is not.
    const marks = await api.db.select({ id: files.id, attached: files.attached }).from(files).where(inArray(files.id, [kept.id, abandoned.id]));
    expect(Object.fromEntries(marks.map((m) => [m.id, m.attached]))).toEqual({ [kept.id]: true, [abandoned.id]: false });
    const log = createLogger({ silent: true });
    const at = (hours: number) => new Date(Date.parse(abandoned.createdAt) + hours * HOUR);

    await pruneExpiredRows(api.db, at(23), log);
    expect((await download(abandoned.id, owner.auth)).status).toBe(200);

    await pruneExpiredRows(api.db, at(25), log);
    expect((await download(abandoned.id, owner.auth)).status).toBe(404);
    expect(await api.db.select().from(fileContents).where(eq(fileContents.fileId, abandoned.id))).toEqual([]);
    expect((await download(kept.id, owner.auth)).status).toBe(200);
  });

  it('never deletes a file a job request shows, even one not marked as taken', async () => {
    const owner = await aCustomer();
    const photo = await uploaded(owner.auth, await aJpeg(40, 30));
    const job = await aJobRequest(api.db, { userId: owner.userId });
    await api.db.insert(jobRequestPhotos).values({ jobRequestId: job.id, fileId: photo.id });
    await pruneExpiredRows(api.db, new Date(Date.parse(photo.createdAt) + 25 * HOUR), createLogger({ silent: true }));
    expect(await api.db.select({ fileId: jobRequestPhotos.fileId }).from(jobRequestPhotos).where(eq(jobRequestPhotos.jobRequestId, job.id))).toEqual([{ fileId: photo.id }]);
    expect((await download(photo.id, owner.auth)).status).toBe(200);
  });
});

describe('the photo decoder every sender shares', () => {
  it('takes one photo of each sender in turn: a batch sent at once does not hold back another customer’s photo', async () => {
    const jpeg = await aJpeg(64, 48);
    const done: string[] = [];
    const send = (sender: string, name: string) => processPhoto(jpeg, sender).then(() => done.push(name));
    await Promise.all([send('batch', 'batch 1'), send('batch', 'batch 2'), send('batch', 'batch 3'), send('batch', 'batch 4'), send('neighbor', 'neighbor')]);
    expect(done).toEqual(['batch 1', 'neighbor', 'batch 2', 'batch 3', 'batch 4']);
  });
});
