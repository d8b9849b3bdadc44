import { describeRoute } from 'hono-openapi';
import { ContactUsHeaders, ContactUsRequest, PublicJobRequestHeaders, publicJobRequest, Received } from '../../contract/public';
import { authResponses, optionalUser } from '../auth/middleware';
import { errorResponses, json, validate } from '../lib/http';
import { limitPublicForm, publicFormResponses } from '../lib/public-form';
import { validateWithVisitorDates } from '../lib/visitor-dates';
import { contactUs, createPublicJobRequest } from './public-forms.handlers';
import { router } from '../app-bindings';

/** Forms anyone can send, each with a captcha answer in X-Recaptcha-Token (order of checks: `limitPublicForm`). */
export const publicFormsRoutes = router()
  .post(
    '/ContactUs',
    describeRoute({
      operationId: 'contactUs',
      tags: ['Public'],
      summary: 'Send the provider a message',
      description: 'Linked to the account when a bearer token is sent (the help dialog of a signed-in user); an invalid token is refused with 401.',
      responses: { 201: json(Received, 'Message received'), ...publicFormResponses, ...authResponses },
    }),
    limitPublicForm('contact-us'),
    validate('json', ContactUsRequest),
    validate('header', ContactUsHeaders),
    optionalUser,
    contactUs,
  )
  .post(
    '/PublicJobRequest',
    describeRoute({
      operationId: 'createPublicJobRequest',
      tags: ['Public'],
      summary: 'Book a job, with or without an account',
      description:
        'Recorded as a job request with the contact details given and offered at once to the nearest contractors of its trade (the one named in contractorId first, when they do that trade). It belongs to the account of a signed-up customer who sends a bearer token (an invalid token is refused with 401), and otherwise to the account that later signs in with its phone number. A zip code the provider does not serve is refused at zipCode; 404 when the service (trade) or the contractor is not offered.',
      responses: { 201: json(Received, 'Job request received'), ...publicFormResponses, ...errorResponses, ...authResponses },
    }),
    limitPublicForm('public-job-request'),
    validateWithVisitorDates(publicJobRequest),
    validate('header', PublicJobRequestHeaders),
    optionalUser,
    createPublicJobRequest,
  );
