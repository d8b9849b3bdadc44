import { IdParams } from '../../contract/common';
import { StoredFile, UploadFileForm } from '../../contract/files';
import { requireUser } from '../auth/middleware';
import { errorResponses, json, router, validate } from '../lib/http';
import { notAvailableYet } from '../lib/not-available';
import { laterFeatureDocs } from '../lib/route-docs';

const doc = laterFeatureDocs('Files', { signedIn: true });
const publicDoc = laterFeatureDocs('Files', { signedIn: false });

export const filesRoutes = router()
  .post(
    '/Files',
    doc('uploadFile', 'Upload a photo or PDF (multipart form, at most 10 MB)', { 201: json(StoredFile, 'The stored file') }),
    requireUser,
    validate('form', UploadFileForm),
    () => notAvailableYet('Uploading files'),
  )
  .get(
    '/Files/:id/public',
    publicDoc('getPublicFile', 'The content of a public file', {
      200: { description: 'The file content, with its own content type', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } },
      ...errorResponses,
    }),
    validate('param', IdParams),
    () => notAvailableYet('Downloading files'),
  );
