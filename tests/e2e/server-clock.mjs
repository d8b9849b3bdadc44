// Loaded into the servers the browser tests start (NODE_OPTIONS=--import): lets a test move the
// server's clock. A request with an `X-E2E-Clock-Ahead` header (milliseconds) is handled as that far
// in the future, and nothing else is, so tests running side by side on one server keep the real time.
// A server a test starts for itself may instead run wholly ahead by the milliseconds in
// E2E_CLOCK_FILE, read at most every 50 ms (the server asks the time far more often than tests move it).
import { AsyncLocalStorage } from 'node:async_hooks';
import { readFileSync } from 'node:fs';
import http from 'node:http';

const file = process.env.E2E_CLOCK_FILE;
const RealDate = globalThis.Date;
const ahead = new AsyncLocalStorage();
let fileOffset = 0;
let readAt = -Infinity;

function shift() {
  const own = ahead.getStore();
  if (own !== undefined) return own;
  const now = RealDate.now();
  if (file && now - readAt > 50) {
    readAt = now;
    try {
      fileOffset = Number(readFileSync(file, 'utf8')) || 0;
    } catch {
      fileOffset = 0;
    }
  }
  return fileOffset;
}

class ShiftedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + shift());
    else super(...args);
  }

  static now() {
    return RealDate.now() + shift();
  }
}

globalThis.Date = ShiftedDate;

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (event, request, ...rest) {
  const header = event === 'request' ? Number(request.headers['x-e2e-clock-ahead']) : NaN;
  if (Number.isFinite(header) && header !== 0) return ahead.run(header, () => emit.call(this, event, request, ...rest));
  return emit.call(this, event, request, ...rest);
};
