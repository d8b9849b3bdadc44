import { describeRoute } from 'hono-openapi';
import { notAvailableResponse } from './not-available';

type Responses = NonNullable<Parameters<typeof describeRoute>[0]['responses']>;

/**
 * `describeRoute` for one tag of calls whose feature comes later: each documents its final answers
 * plus the 501 it gives for now; `signedIn` marks calls that will need a bearer token.
 */
export const laterFeatureDocs =
  (tag: string, options: { signedIn: boolean }) => (operationId: string, summary: string, responses: Responses) =>
    describeRoute({
      operationId,
      tags: [tag],
      summary,
      ...(options.signedIn ? { security: [{ bearer: [] }] } : {}),
      responses: { ...responses, ...notAvailableResponse },
    });
