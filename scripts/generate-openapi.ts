/**
 * Writes contract/openapi.json from the server's routes and src/api/schema.gen.ts from that document.
 * With --check it writes nothing and fails when either file is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { generateSpecs } from 'hono-openapi';
import openapiTS, { astToString } from 'openapi-typescript';
import { api } from '../server/api';
import { ValidationProblem } from '../contract/common';
import { resolver } from 'hono-openapi';
import { bodyResponses } from '../server/lib/http';
import { idempotentResponses } from '../server/lib/idempotency';
import { projectPath } from '../server/project-path';

const check = process.argv.includes('--check');

const validationProblem = await resolver(ValidationProblem).toOpenAPISchema();
const spec = await generateSpecs(api, {
  documentation: {
    info: {
      title: 'Southborough Home Services API',
      version: '1.0.0',
      description: [
        'Trades, memberships, storage units and job requests for the web app and the contractor mobile app.',
        'A request body is a JSON object sent with `Content-Type: application/json` (a photo: multipart/form-data).',
        'A body of another type, one that is not valid JSON, or JSON that is not an object is answered 400 with a Validation Error whose `errors` hold the message under the key `""` (the body as a whole), as they hold a field’s messages under its name.',
        'Other refusals answer `{ "Message": "...", "Errors": ["..."] }`.',
      ].join(' '),
    },
    servers: [{ url: '/api/v1' }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  },
  defaultValidationErrorResponse: {
    description: 'Validation Error',
    content: { 'application/problem+json': { schema: validationProblem.schema } },
  },
});

/*
 * Answers a middleware gives wherever it is, which hono-openapi cannot add itself: each handler carries
 * one description, and a later one's answer for a status replaces the route's own. A body of a type
 * `validate` reads can be too large (a route that says so itself says it more closely); a write that
 * takes an Idempotency-Key can meet its key again, and a status the route answers for a reason of its
 * own keeps its words, followed by the key's.
 */
type Answer = { description: string; content?: Record<string, { schema: unknown }> };
type Operation = { requestBody?: { content?: Record<string, unknown> }; parameters?: { in?: string; name?: string }[]; responses: Record<string, Answer> };
type Documented = Record<number, { description: string; content: Record<string, { schema: { toOpenAPISchema: () => Promise<{ schema: unknown }> } }> }>;

async function addAnswers(operation: Operation, answers: Documented, { join }: { join: boolean }) {
  for (const [status, answer] of Object.entries(answers)) {
    const own = operation.responses[status];
    if (own && !join) continue;
    const content: Record<string, { schema: unknown }> = {};
    for (const [media, { schema }] of Object.entries(answer.content)) content[media] = { schema: (await schema.toOpenAPISchema()).schema };
    operation.responses[status] = own
      ? { ...own, description: `${own.description}; or ${answer.description.charAt(0).toLowerCase()}${answer.description.slice(1)}`, content: { ...content, ...own.content } }
      : { description: answer.description, content };
  }
}

for (const operations of Object.values(spec.paths ?? {}))
  for (const operation of Object.values(operations as Record<string, Operation>)) {
    for (const media of Object.keys(operation.requestBody?.content ?? {})) {
      const answers = bodyResponses[media as keyof typeof bodyResponses];
      if (answers) await addAnswers(operation, answers, { join: false });
    }
    if (operation.parameters?.some((p) => p.in === 'header' && p.name?.toLowerCase() === 'idempotency-key')) await addAnswers(operation, idempotentResponses, { join: true });
  }

const openapiJson = `${JSON.stringify(spec, null, 2)}\n`;
const header = '// Generated from contract/openapi.json by `npm run generate:api`. Do not edit.\n\n';
const types = header + astToString(await openapiTS(JSON.parse(openapiJson), { alphabetize: true }));

const outputs = [
  [projectPath('contract/openapi.json'), openapiJson],
  [projectPath('src/api/schema.gen.ts'), types],
] as const;

let stale = false;
for (const [file, content] of outputs) {
  let current = '';
  try {
    current = readFileSync(file, 'utf8');
  } catch {}
  if (current === content) continue;
  if (check) {
    console.error(`${file} is stale: run npm run generate:api and commit the result.`);
    stale = true;
  } else writeFileSync(file, content);
}
if (stale) process.exit(1);
