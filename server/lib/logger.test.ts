import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { batchedLines, createLogger } from './logger';

const batches: Buffer[] = [];
const send = (batch: Buffer) => batches.push(Buffer.from(batch));
const text = () => batches.map((batch) => batch.toString('utf8')).join('');

beforeEach(() => {
  batches.length = 0;
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('log lines batched for standard output', () => {
  it('are written in the order they came, as UTF-8, once the batch is full', () => {
    const lines = batchedLines(send, 64);
    const written = ['{"path":"/Żółw"}\n', '{"path":"/🦆"}\n', '{"path":"/plain"}\n', '{"path":"/ünïcödé"}\n'];
    for (const line of written) lines.write(line);
    expect(batches.length).toBeGreaterThan(0);
    lines.flush();
    expect(text()).toBe(written.join(''));
  });

  it('go out within a tenth of a second when traffic is low, and not before', () => {
    const lines = batchedLines(send, 16_384);
    lines.write('{"message":"one"}\n');
    vi.advanceTimersByTime(99);
    expect(batches).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(text()).toBe('{"message":"one"}\n');
    lines.write('{"message":"two"}\n');
    vi.advanceTimersByTime(100);
    expect(batches.map(String)).toEqual(['{"message":"one"}\n', '{"message":"two"}\n']);
  });

  it('keeps each batch as it was handed over while the next lines are gathered', () => {
    const kept: Buffer[] = [];
    const lines = batchedLines((batch) => kept.push(batch), 32);
    lines.write(`${'a'.repeat(40)}\n`);
    lines.write(`${'b'.repeat(40)}\n`);
    lines.flush();
    expect(kept.map(String)).toEqual([`${'a'.repeat(40)}\n`, `${'b'.repeat(40)}\n`]);
  });

  it('writes a line longer than a whole batch on its own, after what came before it', () => {
    const lines = batchedLines(send, 32);
    const long = `{"stack":"${'é'.repeat(500)}"}\n`;
    lines.write('{"a":1}\n');
    lines.write(long);
    lines.write('{"b":2}\n');
    lines.flush();
    expect(text()).toBe(`{"a":1}\n${long}{"b":2}\n`);
    expect(batches.map(String)).toContain(long);
  });

  it('writes nothing when there is nothing to write', () => {
    const lines = batchedLines(send);
    lines.flush();
    vi.advanceTimersByTime(1_000);
    expect(batches).toHaveLength(0);
  });
});

describe('a production log (scrub)', () => {
  it('carries no phone number, e-mail address, code or token, in messages, fields, errors, children or access lines', () => {
    vi.useRealTimers();
    const written: string[] = [];
    const log = createLogger({ write: (line) => written.push(line), scrub: true });
    log.info({ to: '+15085550150', purpose: 'login' }, 'Login code for +15085550150: 393154');
    log.warn({ email: 'laura.bennett@example.com', note: 'wrote from laura.bennett@example.com' }, 'E-mail to laura.bennett@example.com');
    log.error({ err: new Error('Twilio answered 400: The number (508) 555-0150 is unverified') }, 'could not text a code');
    log.child({ requestId: '0b0e4a7e-1f7a-4a43-9d4b-3f9f1f0f2a10', caller: '5085550150' }).info({}, 'profile saved');
    log.request({ requestId: 'r1', method: 'GET', path: '/unsubscribe/laura.bennett@example.com', status: 200, durationMs: 1 });
    const text = written.join('\n');
    for (const value of ['5085550150', '555-0150', 'laura.bennett', '393154']) expect(text).not.toContain(value);
    // What happened stays readable, ids included.
    expect(text).toContain('Login code for [phone]: [code]');
    expect(text).toContain('could not text a code');
    expect(text).toContain('0b0e4a7e-1f7a-4a43-9d4b-3f9f1f0f2a10');
    expect(written).toHaveLength(5);
  });

  it('scrubs what a path holds beside its ids, and leaves a path of ids as it is', () => {
    vi.useRealTimers();
    const written: string[] = [];
    const log = createLogger({ write: (line) => written.push(line), scrub: true });
    const id = '0b0e4a7e-1f7a-4a43-9d4b-300150123456';
    const paths = [
      `/api/v1/JobRequests/${id}/jobProposals/${id}`,
      `/api/v1/JobRequests/${id}/5085550150`,
      `/api/v1/JobRequests/${id}?token=${id}`,
      `/api/v1/JobRequests/${id}x5085550150`,
      `/api/v1/JobRequests/${id}/393154`,
      `/api/v1/x/${id}AbCdEfGhIjKlMnOpQrStUvWxYz0123456789`,
    ];
    for (const path of paths) log.request({ requestId: 'r1', method: 'GET', path, status: 200, durationMs: 1 });
    const logged = written.map((line) => (JSON.parse(line) as { path: string }).path);
    expect(logged).toEqual([
      paths[0],
      `/api/v1/JobRequests/${id}/[phone]`,
      `/api/v1/JobRequests/${id}?token=[redacted]`,
      '/api/v1/JobRequests/[token]',
      `/api/v1/JobRequests/${id}/[code]`,
      '/api/v1/x/[token]',
    ]);
  });

  it('is left as it is outside production', () => {
    vi.useRealTimers();
    const written: string[] = [];
    createLogger({ write: (line) => written.push(line) }).info({ to: '+15085550150' }, 'Login code for +15085550150: 393154');
    expect(written[0]).toContain('Login code for +15085550150: 393154');
  });
});
