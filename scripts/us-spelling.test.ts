import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { projectPath } from '../server/project-path';

/**
 * One spelling, American, in everything the product says and documents: pages, server messages,
 * e-mails and texts, the contract's descriptions, comments and docs (docs/decisions/073). Names that
 * are not ours to change stay, and the pattern's word boundaries pass them: Stripe's fields
 * (`cancellation_details`), the DOM's `aria-labelledby`; so does the payment sandbox's stored
 * `behaviour` key, which saved sandbox cards carry. Tests may spell a wrong value on purpose and are not read.
 */

const BRITISH = /\b(?:cancell(?:ed|ing|ation)|neighbour\w*|colour\w*|centre[sd]?|behaviour\w*|recognis\w*|honour\w*|favour\w*|optimis\w*|analys(?:ed|es)|serialis\w*|labelled|grey|defence|organis\w*|apologis\w*|travell\w*|licence)\b/gi;
const SANDBOX_FILES = new Set(['server/payments/sandbox-gateway.ts', 'server/payments/sandbox-objects.ts', 'server/payments/test-cards.ts']);

const files = execFileSync('git', ['ls-files', 'src', 'server', 'contract', 'machines', 'scripts', 'docs', 'README.md', '.env.example', 'index.html'], { cwd: projectPath(), encoding: 'utf8' })
  .split('\n')
  // The decision that chose the spelling quotes the words it replaced.
  .filter((file) => /\.(tsx?|mjs|md|json|html|example)$/.test(file) && !file.endsWith('.test.ts') && !file.endsWith('.test.tsx') && file !== 'docs/decisions/073-one-american-spelling.md');

describe('spelling', () => {
  it('is American throughout what the product says and documents', () => {
    const found: string[] = [];
    for (const file of files) {
      const text = readFileSync(projectPath(file), 'utf8');
      for (const match of text.matchAll(BRITISH)) {
        const word = match[0];
        if (SANDBOX_FILES.has(file) && /^behaviour/i.test(word)) continue;
        found.push(`${file}: ${word}`);
      }
    }
    expect(found).toEqual([]);
  });
});
