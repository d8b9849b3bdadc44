import { describe, expect, it } from 'vitest';
import { parseServerEnv } from '../env';
import { LOCAL_OFFICE_ADDRESS, officeAddress } from './office';

describe("the office's inbox", () => {
  const officeOf = (raw: Record<string, string>) => officeAddress(parseServerEnv(raw));

  it('is OFFICE_EMAIL, else EMAIL_REPLY_TO, else the address of EMAIL_FROM, each without its name', () => {
    const all = { OFFICE_EMAIL: 'Front desk <desk@example.com>', EMAIL_REPLY_TO: 'office@example.com', EMAIL_FROM: 'Southborough Home Services <hello@example.com>' };
    expect(officeOf(all)).toBe('desk@example.com');
    expect(officeOf({ ...all, OFFICE_EMAIL: '' })).toBe('office@example.com');
    expect(officeOf({ ...all, OFFICE_EMAIL: '', EMAIL_REPLY_TO: '' })).toBe('hello@example.com');
  });

  it('is a local address with no e-mail settings at all, when e-mails stay in the console outbox', () => {
    expect(officeOf({})).toBe(LOCAL_OFFICE_ADDRESS);
    expect(LOCAL_OFFICE_ADDRESS).toBe('office@localhost');
  });
});
