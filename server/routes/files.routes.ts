import { describeRoute, resolver } from 'hono-openapi';
import { DomainError, IdParams, ValidationProblem } from '../../contract/common';
import { FileQuery, MAX_UNATTACHED_UPLOADS, MAX_UPLOAD_BYTES, StoredFile, UPLOAD_FORM_MESSAGE, UploadFileForm } from '../../contract/files';
import { authResponses, bearerSecurity, customersOnly, requireSignedUp, requireUser, securityFor } from '../auth/middleware';
import { MAX_INPUT_PIXELS, MAX_STORED_SIDE, THUMBNAIL_WIDTH } from '../files/images';
import { UNATTACHED_UPLOAD_LIFE_MS } from '../files/store';
import { errorResponses, json, validate } from '../lib/http';
import { getPublicFile, limitUploads, uploadFile, UPLOADS_PER_HOUR } from './files.handlers';
import { router } from '../app-bindings';

type Responses = NonNullable<Parameters<typeof describeRoute>[0]['responses']>;

const doc = (operationId: string, summary: string, description: string, responses: Responses, security: { bearer: string[] }[] = bearerSecurity) =>
  describeRoute({ operationId, tags: ['Files'], summary, description, security, responses: { ...responses, ...authResponses } });

const MB = 1024 * 1024;

export const filesRoutes = router()
  .post(
    '/Files',
    doc(
      'uploadFile',
      'Upload a photo of a job (multipart form, field `file`)',
      [
        `JPEG, PNG or WebP, at most ${MAX_UPLOAD_BYTES / MB} MB and ${MAX_INPUT_PIXELS / 1_000_000} megapixels; the type is read from the bytes, never from the name or the part's Content-Type.`,
        'A HEIC photo is refused with a message saying how to send it as JPEG; a JPEG, PNG or WebP cut short or damaged, with one saying so.',
        `The photo is re-encoded as JPEG of at most ${MAX_STORED_SIDE} px a side, turned upright by its EXIF orientation and stripped of all metadata (GPS position included), with a ${THUMBNAIL_WIDTH} px wide thumbnail.`,
        `Customers only, as job requests are theirs: other accounts get 403. Add it to a job request with POST /JobRequests (photoIds) within ${UNATTACHED_UPLOAD_LIFE_MS / 3_600_000} hours, or it is deleted. At most ${UPLOADS_PER_HOUR} uploads an hour per account, and ${MAX_UNATTACHED_UPLOADS} that no request has taken yet (a Validation Error on \`file\` past that).`,
      ].join(' '),
      {
        201: json(StoredFile, 'The stored photo'),
        400: {
          description:
            'Not a photo we take, or too many not yet on a request: a Validation Error on `file`. A body that is not multipart/form-data, or not a readable form: a Validation Error under `""`, the body as a whole',
          content: { 'application/problem+json': { schema: resolver(ValidationProblem) } },
        },
        403: json(DomainError, 'The profile is not completed, or the account is not a customer’s'),
        413: json(DomainError, 'The request is larger than a photo may be'),
        429: json(DomainError, 'Too many uploads; Retry-After says when to try again'),
      },
      securityFor('Consumer'),
    ),
    requireSignedUp,
    // Uploads are photos for a customer's job request (POST /JobRequests takes them as photoIds): a
    // contractor sees a job's photos, and adds none. Checked before the upload counts.
    customersOnly('Photos are added to job requests, which are for customer accounts. Contractors see a job’s photos in the mobile app.'),
    limitUploads,
    validate('form', UploadFileForm, { notMultipart: UPLOAD_FORM_MESSAGE }),
    uploadFile,
  )
  .get(
    '/Files/:id/public',
    doc(
      'getPublicFile',
      'A photo, or its thumbnail',
      'For its owner and the contractors a job request carrying it was offered to; anyone else gets 404, as for an unknown id. The bytes under an id never change: cache them, and send If-None-Match with the ETag to get 304.',
      {
        200: {
          description: 'The image, with its own content type',
          content: { 'image/jpeg': { schema: { type: 'string', format: 'binary' } } },
        },
        304: { description: 'The copy named by If-None-Match is current' },
        ...errorResponses,
      },
    ),
    requireUser,
    validate('param', IdParams),
    validate('query', FileQuery),
    getPublicFile,
  );
