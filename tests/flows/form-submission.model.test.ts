import { describe, expect, it } from 'vitest';
import { CAPTCHA_FIELD, CAPTCHA_REQUIRED, type FormSubmissionMachine, formSubmissionMachine, type SubmitInput } from '../../machines/form-submission.machine';
import { blank, paths, received, serializeState, type Snapshot, TOKEN } from './form-submission.paths';
import { assertFullCoverage, machineDriver, type MachineDriver, type StateChecks } from './model';

let driver: MachineDriver<FormSubmissionMachine>;

const FIELDS = Object.keys(blank);
const shown = (s: Snapshot) => FIELDS.filter((field) => s.context.fieldErrors[field]);
const calls = (type: string) => driver.actions.filter((action) => action.type === type);

/** Every attempt spends the captcha answer: one fresh box per answer that came back. */
const expectCaptchaSpent = (s: Snapshot) => {
  const answered = driver.fakes.calls('submit') - (s.hasTag('busy') ? 1 : 0);
  expect(calls('resetCaptcha')).toHaveLength(answered);
};

const checks: StateChecks<Snapshot> = {
  'editing.ready': (s) => {
    expect(s.hasTag('error')).toBe(false);
    expect(s.hasTag('busy')).toBe(false);
    expect(shown(s)).toEqual([]);
    expect(s.context.captchaError).toBeUndefined();
    expect(s.context.alert).toBeUndefined();
    expectCaptchaSpent(s);
  },
  'editing.invalid': (s) => {
    expect(s.hasTag('error')).toBe(true);
    expect(shown(s).length > 0 || s.context.captchaError !== undefined).toBe(true);
    if (!s.context.captchaToken && driver.fakes.calls('submit') === 0) expect(s.context.captchaError).toBe(CAPTCHA_REQUIRED);
    // Focus went to the first thing to fix; while it still needs fixing, nothing before it does.
    const focused = calls('focusField').at(-1)?.params as { field: string };
    expect([...FIELDS, CAPTCHA_FIELD]).toContain(focused.field);
    if (focused.field === CAPTCHA_FIELD) expect(shown(s)).toEqual([]);
    else if (s.context.fieldErrors[focused.field]) expect(shown(s)[0]).toBe(focused.field);
    expectCaptchaSpent(s);
  },
  'editing.failed': (s) => {
    expect(s.hasTag('error')).toBe(true);
    expect(s.context.alert?.title).toBeTruthy();
    expect(shown(s)).toEqual([]);
    // What was typed stays.
    expect(s.context.values).not.toEqual(blank);
    expectCaptchaSpent(s);
  },
  sending: (s) => {
    expect(s.hasTag('busy')).toBe(true);
    expect(s.can({ type: 'form.submit' })).toBe(false);
    const input = driver.fakes.inputOf('submit') as SubmitInput<Record<string, string>>;
    expect(input.captchaToken).toBe(TOKEN);
    expect(input.idempotencyKey).toBe(s.context.sent!.key);
    expect(s.context.validate(input.values)).toEqual({ fields: {} });
    expect(shown(s)).toEqual([]);
    expect(s.context.alert).toBeUndefined();
    expectCaptchaSpent(s);
  },
  sent: (s) => {
    expect(s.context.result).toEqual(received);
    // Taken: a dialog closing now has no sending to hand back for its next opening.
    expect(s.context.sent).toBeNull();
    expect(s.context.captchaToken).toBeUndefined();
    expect(s.hasTag('busy')).toBe(false);
    expectCaptchaSpent(s);
  },
};

describe('form submission machine paths', () => {
  it('cover every state and transition', () => {
    assertFullCoverage(formSubmissionMachine, paths, { states: checks });
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    driver = machineDriver(formSubmissionMachine, { input: path.input, serializeState });
    await path.test(driver.params(checks));
    driver.stop();
  });
});
