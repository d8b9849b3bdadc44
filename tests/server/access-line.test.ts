import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogger, type RequestLine } from '../../server/lib/logger';

const lines: string[] = [];
const log = createLogger({ write: (line) => lines.push(line) });
const line = (fields: Partial<RequestLine> = {}): RequestLine => ({ requestId: 'af484e36-e296-41ff-9b45-952ea07d81d8', method: 'GET', path: '/api/v1/Trades', status: 200, durationMs: 0.4, ...fields });

beforeEach(() => {
  lines.length = 0;
  // One instant for both lines of a comparison, so that they differ in nothing but how they were made.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-28T07:00:00.123Z') });
});
afterEach(() => vi.useRealTimers());

describe('a request’s access line', () => {
  it('is the very line the logger writes for the same fields', () => {
    log.info({ ...line() }, 'request');
    log.request(line());
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe(lines[0]);
    expect(JSON.parse(lines[1]!)).toEqual({
      level: 'info',
      time: '2026-11-28T07:00:00.123Z',
      pid: process.pid,
      hostname: expect.any(String),
      requestId: 'af484e36-e296-41ff-9b45-952ea07d81d8',
      method: 'GET',
      path: '/api/v1/Trades',
      status: 200,
      durationMs: 0.4,
      message: 'request',
    });
  });

  it('is written at error level for a 5xx answer, as the logger’s error line', () => {
    log.error({ ...line({ status: 503 }) }, 'request');
    log.request(line({ status: 503 }));
    expect(lines[1]).toBe(lines[0]);
    expect(JSON.parse(lines[1]!)).toMatchObject({ level: 'error', status: 503 });
  });

  it('keeps a path that holds quotes, backslashes, control characters and other scripts exactly', () => {
    const path = '/api/v1/"quoted"\\back\nline\u0001/Żółw/🦆';
    log.request(line({ path, method: 'HEAD' }));
    expect(JSON.parse(lines[0]!)).toMatchObject({ path, method: 'HEAD' });
  });

  it('carries a child logger’s own fields as its other lines do', () => {
    const child = log.child({ worker: 'notifications' });
    child.info({ ...line() }, 'request');
    child.request(line());
    expect(lines[1]).toBe(lines[0]);
    expect(JSON.parse(lines[1]!)).toMatchObject({ worker: 'notifications', requestId: line().requestId });
  });
});
