import { describeRoute } from 'hono-openapi';
import { authResponses, bearerSecurity } from '../auth/middleware';
import { notAvailableResponse } from './not-available';

type Responses = NonNullable<Parameters<typeof describeRoute>[0]['responses']>;

/**
 * `describeRoute` for one tag of calls whose feature comes later: each documents its final answers
 * plus the 501 it gives for now. `signedIn` marks calls that need a bearer token; they put
 * `requireUser` right after this, so they answer 401 as they will once built.
 */
export const laterFeatureDocs =
  (tag: string, options: { signedIn: boolean }) => (operationId: string, summary: string, responses: Responses) =>
    describeRoute({
      operationId,
      tags: [tag],
      summary,
      ...(options.signedIn ? { security: bearerSecurity } : {}),
      responses: { ...responses, ...(options.signedIn ? authResponses : {}), ...notAvailableResponse },
    });
