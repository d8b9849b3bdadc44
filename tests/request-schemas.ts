import type * as v from 'valibot';

/** Every request schema of the contract (bodies, queries, headers, path parameters), by its file and name. */
export function requestSchemas(): { name: string; schema: v.GenericSchema }[] {
  const modules = import.meta.glob<Record<string, unknown>>(['../contract/*.ts', '!../contract/*.test.ts', '!../contract/shared-env*.ts'], { eager: true });
  return Object.entries(modules).flatMap(([file, exports]) =>
    Object.entries(exports)
      // JobRequest is an answer, named after the entity.
      .filter(([name, schema]) => /(Request|Query|Headers|Params)$/.test(name) && name !== 'JobRequest' && typeof schema === 'object' && schema !== null && 'kind' in schema && schema.kind === 'schema')
      .map(([name, schema]) => ({ name: `${file.replace('../contract/', '')} ${name}`, schema: schema as v.GenericSchema })),
  );
}

/** The top-level fields of a request schema, through a pipe or an optional wrapper. */
export function entriesOf(schema: v.GenericSchema): string[] {
  const s = schema as { entries?: object; pipe?: { entries?: object }[]; wrapped?: v.GenericSchema };
  const entries = s.entries ?? s.pipe?.[0]?.entries ?? (s.wrapped ? { ...(s.wrapped as { entries?: object }).entries } : undefined);
  return Object.keys(entries ?? {});
}
