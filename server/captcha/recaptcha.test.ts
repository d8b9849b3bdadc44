import { describe, expect, it } from 'vitest';
import { parseServerEnv } from '../env';
import { CaptchaOff } from './captcha';
import { createCaptchaVerifier } from './configure';
import { RecaptchaVerifier, SITEVERIFY_URL } from './recaptcha';

/** A `fetch` that records each request and answers with `respond`. */
function fakeFetch(respond: () => Response | Promise<Response>) {
  const requests: { url: string; init: RequestInit | undefined }[] = [];
  const doFetch = (async (url: string | URL | Request, init?: RequestInit) => {
    requests.push({ url: String(url), init });
    return respond();
  }) as typeof fetch;
  return { requests, fetch: doFetch };
}

const verifierAnswering = (respond: () => Response | Promise<Response>) => {
  const fake = fakeFetch(respond);
  return { ...fake, verifier: new RecaptchaVerifier({ secret: 's3cret', fetch: fake.fetch }) };
};

describe('RecaptchaVerifier', () => {
  it('posts the secret, the answer and the client address as a form to siteverify', async () => {
    const { verifier, requests } = verifierAnswering(() => Response.json({ success: true, challenge_ts: '2026-05-04T09:00:00Z', hostname: 'example.com' }));
    expect(await verifier.verify('answer-1', '198.51.100.7')).toEqual({ ok: true, challengeTs: '2026-05-04T09:00:00Z', hostname: 'example.com' });

    expect(requests).toHaveLength(1);
    const { url, init } = requests[0]!;
    expect(url).toBe(SITEVERIFY_URL);
    expect(url).toBe('https://www.google.com/recaptcha/api/siteverify');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(String(init?.body)))).toEqual({ secret: 's3cret', response: 'answer-1', remoteip: '198.51.100.7' });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('leaves remoteip out when the client address is not known', async () => {
    const { verifier, requests } = verifierAnswering(() => Response.json({ success: true }));
    expect(await verifier.verify('answer-2', 'unknown')).toEqual({ ok: true });
    expect(await verifier.verify('answer-3', undefined)).toEqual({ ok: true });
    for (const r of requests) expect(new URLSearchParams(String(r.init?.body)).has('remoteip')).toBe(false);
  });

  it.each([
    [['invalid-input-response'], 'rejected'],
    [['missing-input-response'], 'rejected'],
    [['bad-request'], 'rejected'],
    [[], 'rejected'],
    [['timeout-or-duplicate'], 'expired-or-duplicate'],
    [['invalid-input-secret'], 'misconfigured'],
    [['missing-input-secret', 'invalid-input-response'], 'misconfigured'],
  ] as const)('reads success:false with error-codes %j as %s', async (errorCodes, reason) => {
    const { verifier } = verifierAnswering(() => Response.json({ success: false, 'error-codes': errorCodes }));
    expect(await verifier.verify('answer', '198.51.100.7')).toEqual({ ok: false, reason, errorCodes });
  });

  it('reads success:false without error-codes as rejected', async () => {
    const { verifier } = verifierAnswering(() => Response.json({ success: false }));
    expect(await verifier.verify('answer', undefined)).toEqual({ ok: false, reason: 'rejected', errorCodes: [] });
  });

  it('calls a network failure, a timeout, an HTTP error or a malformed answer unavailable, never a pass', async () => {
    const answers: (() => Response | Promise<Response>)[] = [
      () => Promise.reject(new TypeError('fetch failed')),
      () => Promise.reject(new DOMException('The operation was aborted due to timeout', 'TimeoutError')),
      () => new Response('Service Unavailable', { status: 503 }),
      () => new Response('<html>not json</html>', { status: 200 }),
      () => Response.json({ success: 'true' }),
      () => Response.json(null),
    ];
    const results = await Promise.all(answers.map((respond) => verifierAnswering(respond).verifier.verify('answer', undefined)));
    expect(results.map((r) => [r.ok, !r.ok && r.reason])).toEqual(answers.map(() => [false, 'unavailable']));
    expect(results.map((r) => !r.ok && r.errorCodes)).toEqual([['TypeError'], ['TimeoutError'], ['http-503'], ['SyntaxError'], ['malformed-answer'], ['malformed-answer']]);
  });

  it('gives up on a slow answer after its timeout', async () => {
    const slow = (async (_url: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)))) as typeof fetch;
    const verifier = new RecaptchaVerifier({ secret: 's3cret', fetch: slow, timeoutMs: 20 });
    expect(await verifier.verify('answer', undefined)).toEqual({ ok: false, reason: 'unavailable', errorCodes: ['TimeoutError'] });
  });
});

describe('createCaptchaVerifier', () => {
  it('is off, requiring nothing and passing everything, when RECAPTCHA_SECRET is empty outside production', async () => {
    const verifier = createCaptchaVerifier(parseServerEnv({ NODE_ENV: 'development' }));
    expect(verifier).toBeInstanceOf(CaptchaOff);
    expect(verifier.required).toBe(false);
    expect(verifier.description).toMatch(/^OFF because RECAPTCHA_SECRET is empty/);
    expect(await verifier.verify('anything', undefined)).toEqual({ ok: true });
  });

  it('refuses to leave a production server without a captcha unless CAPTCHA_DISABLED=true says so', () => {
    expect(() => createCaptchaVerifier(parseServerEnv({}))).toThrow(/RECAPTCHA_SECRET is empty.*CAPTCHA_DISABLED=true/);
    expect(() => createCaptchaVerifier(parseServerEnv({ NODE_ENV: 'production', CAPTCHA_DISABLED: 'false' }))).toThrow(/Invalid configuration/);
    expect(createCaptchaVerifier(parseServerEnv({ NODE_ENV: 'production', CAPTCHA_DISABLED: 'true' }))).toBeInstanceOf(CaptchaOff);
    expect(createCaptchaVerifier(parseServerEnv({ NODE_ENV: 'test' }))).toBeInstanceOf(CaptchaOff);
  });

  it('checks with Google when RECAPTCHA_SECRET is set, whatever CAPTCHA_DISABLED says', () => {
    expect(createCaptchaVerifier(parseServerEnv({ RECAPTCHA_SECRET: 'x', CAPTCHA_DISABLED: 'true' }))).toBeInstanceOf(RecaptchaVerifier);
    const verifier = createCaptchaVerifier(parseServerEnv({ RECAPTCHA_SECRET: ' 6Lc-secret ' }));
    expect(verifier).toBeInstanceOf(RecaptchaVerifier);
    expect(verifier.required).toBe(true);
  });
});
