import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/** One item of a Sentry envelope: its header and, for JSON items (events, sessions), its payload. */
export interface EnvelopeItem {
  header: { type: string; length?: number } & Record<string, unknown>;
  payload: unknown;
  /** The payload as sent, for looking through binary items (replays) too. */
  raw: string;
}

export interface Envelope {
  header: Record<string, unknown>;
  items: EnvelopeItem[];
  /** The whole envelope as text, for checking that something is nowhere in it. */
  text: string;
}

/**
 * Reads Sentry's envelope format: a JSON header line, then for each item a JSON header line and its
 * payload, `length` bytes when the header says, else up to the next newline.
 */
export function parseEnvelope(body: Buffer): Envelope {
  let at = body.indexOf(0x0a);
  const header = JSON.parse(body.subarray(0, at === -1 ? body.length : at).toString('utf8')) as Record<string, unknown>;
  const items: EnvelopeItem[] = [];
  while (at !== -1 && at + 1 < body.length) {
    const start = at + 1;
    const end = body.indexOf(0x0a, start);
    const line = body.subarray(start, end === -1 ? body.length : end).toString('utf8');
    if (!line.trim()) break;
    const itemHeader = JSON.parse(line) as EnvelopeItem['header'];
    const from = end === -1 ? body.length : end + 1;
    const to = typeof itemHeader.length === 'number' ? from + itemHeader.length : (() => {
      const next = body.indexOf(0x0a, from);
      return next === -1 ? body.length : next;
    })();
    const raw = body.subarray(from, to).toString('utf8');
    let payload: unknown = raw;
    try {
      payload = JSON.parse(raw);
    } catch {
      // A binary item (a replay recording): kept as text only.
    }
    items.push({ header: itemHeader, payload, raw });
    at = to < body.length && body[to] === 0x0a ? to : body.indexOf(0x0a, to);
  }
  return { header, items, text: body.toString('utf8') };
}

/**
 * Sentry's ingest on this machine: keeps every envelope posted to `/api/<project>/envelope/`, gzip or
 * not, and answers as Sentry does. `dsn` is what to configure; CORS is open, as Sentry's is, for pages.
 */
export async function startSentryReceiver(port = 0): Promise<{ dsn: string; envelopes: Envelope[]; events: () => Record<string, unknown>[]; close: () => Promise<void>; server: Server }> {
  const envelopes: Envelope[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*', 'Access-Control-Allow-Methods': 'POST, OPTIONS' };
      if (req.method === 'OPTIONS') return res.writeHead(204, cors).end();
      let body = Buffer.concat(chunks);
      if (req.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
      if (/\/api\/\d+\/envelope\/?/.test(req.url ?? '') && body.length) envelopes.push(parseEnvelope(body));
      res.writeHead(200, { ...cors, 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    dsn: `http://public@127.0.0.1:${(server.address() as AddressInfo).port}/1`,
    envelopes,
    events: () => envelopes.flatMap((e) => e.items.filter((i) => i.header.type === 'event').map((i) => i.payload as Record<string, unknown>)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    server,
  };
}
