/**
 * The photo uploads of `npm run bench`: the built server's memory while it takes eight photos of the
 * largest size it accepts at once, each a PNG of one color that a few hundred kilobytes hold (the
 * shape of a decompression bomb, just within the pixel limit), and once they are stored.
 */
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { MAX_INPUT_PIXELS } from '../server/files/images';
import { OUTBOX_FILE_NAME } from '../server/notifications/outbox-file';
import { rssMb, scratchFolder, startServer } from './bench-api';
import { codeFromOutbox } from './contractor';

/** A 50-megapixel phone camera's frame, 8160 x 6120. */
const WIDTH = 8160;
const HEIGHT = 6120;
export const UPLOADS_AT_ONCE = 8;

const u32 = (n: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(n >>> 0);
  return bytes;
};

/** An RGB PNG of `width` x `height` black pixels: every row a filter byte and zeros, deflated. */
function aOneColorPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    return Buffer.concat([u32(data.length), body, u32(crc32(body))]);
  };
  const header = Buffer.concat([u32(width), u32(height), Buffer.from([8, 2, 0, 0, 0])]);
  const pixels = deflateSync(Buffer.alloc((width * 3 + 1) * height), { level: 9 });
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

async function signIn(url: string, outbox: string): Promise<string> {
  const phoneNumber = '+15085550177';
  const since = new Date();
  const post = (route: string, body: unknown) =>
    fetch(`${url}/api/v1/Authentication/${route}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const sent = await post('send-phone-login-token', { phoneNumber });
  if (sent.status !== 202) throw new Error(`send-phone-login-token answered ${sent.status}: ${await sent.text()}`);
  const code = codeFromOutbox(outbox, phoneNumber, since);
  if (!code) throw new Error(`No login code for ${phoneNumber} in ${outbox}`);
  const login = await post('phone-login', { phoneNumber, code });
  if (login.status !== 200) throw new Error(`phone-login answered ${login.status}: ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  const profile = await fetch(`${url}/api/v1/Authentication/complete-user`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ firstName: 'Pat', lastName: 'Neighbor', email: 'pat@example.com' }),
  });
  if (profile.status !== 200) throw new Error(`complete-user answered ${profile.status}: ${await profile.text()}`);
  return token;
}

export interface PhotoBurst {
  megapixels: number;
  pngKilobytes: number;
  idleMb: number;
  peakMb: number;
  /** RSS once every upload was answered and the server had `settleMs` to give memory back. */
  afterMb: number;
  /** Answers that were not 201. */
  refused: number;
}

/**
 * The server as production runs it (docs/operations.md: `MALLOC_ARENA_MAX=2`), one customer signed
 * in, then eight uploads sent together, its RSS sampled every 20 ms from the first until all are
 * answered.
 */
export async function photoBurst(settleMs: number): Promise<PhotoBurst> {
  const png = aOneColorPng(WIDTH, HEIGHT);
  if (WIDTH * HEIGHT > MAX_INPUT_PIXELS) throw new Error('The bench photo is past the pixel limit: it would be refused before decoding.');
  const folder = scratchFolder('bench-photos-');
  // The first start migrates and loads the demo data, which a server in service did long ago.
  await (await startServer({ dataDir: folder.dir })).stop();
  const server = await startServer({ dataDir: folder.dir, env: { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' } });
  try {
    const token = await signIn(server.url, path.join(folder.dir, OUTBOX_FILE_NAME));
    const pid = server.process.pid!;
    const idleMb = rssMb(pid);
    let peakMb = idleMb;
    const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssMb(pid))), 20);
    let statuses: number[];
    try {
      statuses = await Promise.all(
        Array.from({ length: UPLOADS_AT_ONCE }, async (_, i) => {
          const form = new FormData();
          form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `wall-${i}.png`);
          const res = await fetch(`${server.url}/api/v1/Files`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
          const answer = await res.text();
          if (res.status !== 201) console.error(`  an upload answered ${res.status}: ${answer.slice(0, 300)}`);
          return res.status;
        }),
      );
    } finally {
      clearInterval(sampler);
    }
    peakMb = Math.max(peakMb, rssMb(pid));
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    return {
      megapixels: (WIDTH * HEIGHT) / 1_000_000,
      pngKilobytes: png.length / 1000,
      idleMb,
      peakMb,
      afterMb: rssMb(pid),
      refused: statuses.filter((status) => status !== 201).length,
    };
  } finally {
    await server.stop();
    folder.remove();
  }
}
