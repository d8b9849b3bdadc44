import { scrubbedError } from './error-reporting';

/** Structured one-line JSON logs; enough for one process and for any log collector. */
export interface Logger {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

/** An error as the log may hold it: a failed query without the values it carried (error-reporting.ts). */
function scrubbed(error: Error) {
  const { name, message, stack } = scrubbedError(error);
  return { name, message, stack };
}

function serialize(fields: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields))
    out[key] = value instanceof Error ? scrubbed(value) : value;
  return out;
}

export function createLogger(options: { silent?: boolean; write?: (line: string) => void } = {}): Logger {
  const write = (level: string, fields: Record<string, unknown>, message: string) => {
    if (options.silent) return;
    const line = JSON.stringify({ time: new Date().toISOString(), level, message, ...serialize(fields) });
    if (options.write) options.write(line);
    else (level === 'error' ? process.stderr : process.stdout).write(`${line}\n`);
  };
  return {
    info: (f, m) => write('info', f, m),
    warn: (f, m) => write('warn', f, m),
    error: (f, m) => write('error', f, m),
  };
}
