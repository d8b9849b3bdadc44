/** Structured one-line JSON logs; enough for one process and for any log collector. */
export interface Logger {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

function serialize(fields: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields))
    out[key] = value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value;
  return out;
}

export function createLogger(options: { silent?: boolean } = {}): Logger {
  const write = (level: string, fields: Record<string, unknown>, message: string) => {
    if (options.silent) return;
    const line = JSON.stringify({ time: new Date().toISOString(), level, message, ...serialize(fields) });
    (level === 'error' ? process.stderr : process.stdout).write(`${line}\n`);
  };
  return {
    info: (f, m) => write('info', f, m),
    warn: (f, m) => write('warn', f, m),
    error: (f, m) => write('error', f, m),
  };
}
