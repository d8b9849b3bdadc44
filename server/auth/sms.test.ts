import { describe, expect, it } from 'vitest';
import { parseServerEnv } from '../env';
import { createLogger } from '../lib/logger';
import { codeText, createSmsSender, OutboxSms, SmsDeliveryError, TwilioSms } from './sms';

const log = createLogger({ silent: true });

describe('SMS adapters', () => {
  it('the console outbox logs each code and keeps it for tests', async () => {
    const lines: string[] = [];
    const outbox = new OutboxSms({ ...log, info: (_f, m) => lines.push(m) });
    await outbox.sendCode({ to: '+15085550100', code: '012345', purpose: 'login' });
    await outbox.sendCode({ to: '+15085550100', code: '999999', purpose: 'change-phone' });
    expect(lines[0]).toBe('Login code for +15085550100: 012345');
    expect(outbox.lastCode('+15085550100', 'login')).toBe('012345');
    expect(outbox.lastCode('+15085550100')).toBe('999999');
    expect(outbox.lastCode('+15085550199')).toBeUndefined();
  });

  it('Twilio posts the message with basic auth to the Messages API', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify({ sid: 'SM1' }), { status: 201 });
    }) as unknown as typeof fetch;
    const sms = new TwilioSms({ accountSid: 'AC123', authToken: 'secret', from: '+15085550000', publicUrl: 'https://example.com', fetch: fakeFetch });
    await sms.sendCode({ to: '+15085550100', code: '123456', purpose: 'login' });

    expect(calls[0]?.url).toBe('https://api.twilio.com/2010-04-01/Accounts/AC123/Messages.json');
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(headers.Authorization).toBe(`Basic ${Buffer.from('AC123:secret').toString('base64')}`);
    const body = new URLSearchParams(String(calls[0]?.init.body));
    expect(body.get('To')).toBe('+15085550100');
    expect(body.get('From')).toBe('+15085550000');
    expect(body.get('Body')).toContain('123456');
    expect(body.get('Body')?.endsWith('@example.com #123456')).toBe(true);
  });

  it('texts a notification: the outbox logs and keeps it apart from codes, Twilio posts its body as it is', async () => {
    const lines: string[] = [];
    const outbox = new OutboxSms({ ...log, info: (_f, m) => lines.push(m) });
    await outbox.sendText('+15085550101', 'New job offer: Roofing in Southborough 01772.', 'JobOffered');
    expect(lines).toEqual(['Text to +15085550101: New job offer: Roofing in Southborough 01772.']);
    expect(outbox.textsTo('+15085550101')).toEqual([expect.objectContaining({ body: 'New job offer: Roofing in Southborough 01772.', kind: 'JobOffered' })]);
    expect(outbox.lastCode('+15085550101')).toBeUndefined();

    const bodies: string[] = [];
    const fakeFetch = (async (_url: string, init: RequestInit) => {
      bodies.push(new URLSearchParams(String(init.body)).get('Body') ?? '');
      return new Response('{}', { status: 201 });
    }) as unknown as typeof fetch;
    const sms = new TwilioSms({ accountSid: 'AC1', authToken: 't', from: '+15085550000', publicUrl: 'https://example.com', fetch: fakeFetch });
    await sms.sendText('+15085550101', 'Your contractor is on the way.');
    expect(bodies).toEqual(['Your contractor is on the way.']);
  });

  it('Twilio failures surface as delivery errors with Twilio’s reason', async () => {
    const fakeFetch = (async () => new Response(JSON.stringify({ code: 21211, message: 'Invalid To number' }), { status: 400 })) as unknown as typeof fetch;
    const sms = new TwilioSms({ accountSid: 'AC1', authToken: 't', from: '+15085550000', publicUrl: 'https://example.com', fetch: fakeFetch });
    await expect(sms.sendCode({ to: '+15085550100', code: '123456', purpose: 'login' })).rejects.toThrow(SmsDeliveryError);
  });

  it('Twilio is chosen only when fully configured', () => {
    expect(createSmsSender(parseServerEnv({ NODE_ENV: 'development' }), log)).toBeInstanceOf(OutboxSms);
    expect(createSmsSender(parseServerEnv({ SMS_CONSOLE_OUTBOX: 'true' }), log)).toBeInstanceOf(OutboxSms);
    expect(() => createSmsSender(parseServerEnv({}), log)).toThrow(/SMS_CONSOLE_OUTBOX=true/);
    const full = { TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM_NUMBER: '+15085550000' };
    expect(createSmsSender(parseServerEnv(full), log)).toBeInstanceOf(TwilioSms);
    expect(() => createSmsSender(parseServerEnv({ TWILIO_ACCOUNT_SID: 'AC1' }), log)).toThrow(/partly configured/);
  });

  it('the console outbox of a production server writes codes and texts to its file and only their kind to the log', async () => {
    const lines: string[] = [];
    const outbox = new OutboxSms({ ...log, info: (fields, m) => lines.push(`${JSON.stringify(fields)} ${m}`) }, 'http://localhost:3000', () => new Date(), undefined, false);
    await outbox.sendCode({ to: '+15085550100', code: '012345', purpose: 'login' });
    await outbox.sendText('+15085550101', 'New job offer: Roofing in Southborough 01772.', 'JobOffered');
    expect(lines).toEqual(['{"kind":"LoginCode"} Login code written to the console outbox', '{"kind":"JobOffered"} Text written to the console outbox']);
    expect(outbox.lastCode('+15085550100')).toBe('012345');
  });

  it('the message carries the WebOTP line for autofill', () => {
    expect(codeText({ to: '+15085550100', code: '123456', purpose: 'login' }, 'http://localhost:3000')).toMatch(/\n@localhost:3000 #123456$/);
  });
});
