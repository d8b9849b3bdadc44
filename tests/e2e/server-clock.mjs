// Loaded into a server a test starts (NODE_OPTIONS=--import): the server's clock runs the number of
// milliseconds in E2E_CLOCK_FILE ahead of the real one, so a test can play an evening and the next
// morning. Read at most every 50 ms: the server asks the time far more often than the test moves it.
import { readFileSync } from 'node:fs';

const file = process.env.E2E_CLOCK_FILE;
const RealDate = globalThis.Date;
let offset = 0;
let readAt = -Infinity;
function shift() {
  const now = RealDate.now();
  if (file && now - readAt > 50) {
    readAt = now;
    try {
      offset = Number(readFileSync(file, 'utf8')) || 0;
    } catch {
      offset = 0;
    }
  }
  return offset;
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
