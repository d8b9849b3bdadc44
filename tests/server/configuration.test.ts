import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ServerEnvSchema } from '../../server/env';
import { projectPath } from '../../server/project-path';
import { ClientEnvSchema } from '../../src/config/env.schema';

const lines = readFileSync(projectPath('.env.example'), 'utf8').split('\n');
const keyLines = lines.flatMap((line, index) => {
  const key = /^([A-Z][A-Z0-9_]*)=/.exec(line)?.[1];
  return key ? [{ key, above: lines[index - 1] ?? '' }] : [];
});

describe('.env.example', () => {
  it('holds exactly the keys the server and the SPA read, each once', () => {
    const known = new Set([...Object.keys(ServerEnvSchema.entries), ...Object.keys(ClientEnvSchema.entries)]);
    expect(keyLines.map((line) => line.key).sort()).toEqual([...known].sort());
  });

  it('explains every key in a comment of its own, right above it', () => {
    const uncommented = keyLines.filter(({ above }) => !/^# \S/.test(above)).map(({ key }) => key);
    expect(uncommented).toEqual([]);
  });
});
