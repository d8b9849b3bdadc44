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
import { projectPath } from '../server/project-path';

const check = process.argv.includes('--check');

const validationProblem = await resolver(ValidationProblem).toOpenAPISchema();
const spec = await generateSpecs(api, {
  documentation: {
    info: {
      title: 'Southborough Home Services API',
      version: '1.0.0',
      description: 'Trades, memberships, storage units and job requests for the web app and the contractor mobile app.',
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
