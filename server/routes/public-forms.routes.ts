import { ContactUsHeaders, ContactUsRequest, PublicJobRequest, PublicJobRequestHeaders, Received } from '../../contract/public';
import { json, router, validate } from '../lib/http';
import { notAvailableYet } from '../lib/not-available';
import { laterFeatureDocs } from '../lib/route-docs';

const doc = laterFeatureDocs('Public', { signedIn: false });

/** Forms anyone can send, each with a captcha answer in X-Recaptcha-Token. */
export const publicFormsRoutes = router()
  .post(
    '/ContactUs',
    doc('contactUs', 'Send the provider a message', { 201: json(Received, 'Message received') }),
    validate('header', ContactUsHeaders),
    validate('json', ContactUsRequest),
    () => notAvailableYet('The contact form'),
  )
  .post(
    '/PublicJobRequest',
    doc('createPublicJobRequest', 'Book a job without an account', { 201: json(Received, 'Job request received') }),
    validate('header', PublicJobRequestHeaders),
    validate('json', PublicJobRequest),
    () => notAvailableYet('Booking a job without an account'),
  );
