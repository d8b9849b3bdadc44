import { describeRoute } from 'hono-openapi';
import { IdParams } from '../../contract/common';
import {
  StorageUnitEnquiryHeaders,
  StorageUnitEnquiryReceived,
  storageUnitEnquiryRequest,
  StorageUnitListing,
  StorageUnitListingsPage,
  StorageUnitListingsQuery,
  StorageUnitSizesPage,
  StorageUnitSizesQuery,
} from '../../contract/storage';
import { authResponses, optionalUser } from '../auth/middleware';
import { errorResponses, json, validate } from '../lib/http';
import { cachedCatalogue } from '../lib/response-cache';
import { limitPublicForm, publicFormResponses } from '../lib/public-form';
import { validateWithVisitorDates } from '../lib/visitor-dates';
import { createStorageUnitEnquiry, getStorageUnitListing, listStorageUnitListings, listStorageUnitSizes } from './storage.handlers';
import { router } from '../app-bindings';

export const storageRoutes = router()
  .get(
    '/StorageUnitSizes',
    describeRoute({
      operationId: 'listStorageUnitSizes',
      tags: ['Storage'],
      summary: 'Storage unit sizes, smallest first by default',
      responses: { 200: json(StorageUnitSizesPage, 'A page of sizes') },
    }),
    cachedCatalogue,
    validate('query', StorageUnitSizesQuery),
    listStorageUnitSizes,
  )
  .get(
    '/StorageUnitListings',
    describeRoute({
      operationId: 'listStorageUnitListings',
      tags: ['Storage'],
      summary: 'Storage units for rent; cheapest first by default',
      responses: { 200: json(StorageUnitListingsPage, 'A page of listings') },
    }),
    cachedCatalogue,
    validate('query', StorageUnitListingsQuery),
    listStorageUnitListings,
  )
  .get(
    '/StorageUnitListings/:id',
    describeRoute({
      operationId: 'getStorageUnitListing',
      tags: ['Storage'],
      summary: 'One storage unit listing',
      responses: { 200: json(StorageUnitListing, 'The listing'), ...errorResponses },
    }),
    cachedCatalogue,
    validate('param', IdParams),
    getStorageUnitListing,
  )
  .post(
    '/StorageUnitEnquiries',
    describeRoute({
      operationId: 'createStorageUnitEnquiry',
      tags: ['Storage'],
      summary: 'Ask about a storage unit (public form with captcha)',
      description: 'Linked to the account when a bearer token is sent (an invalid one is refused with 401); 404 when the listing is not offered. A member’s enquiry carries the storage discount of their plan.',
      responses: { 201: json(StorageUnitEnquiryReceived, 'Enquiry received'), ...publicFormResponses, ...authResponses, ...errorResponses },
    }),
    limitPublicForm('storage-enquiry'),
    validateWithVisitorDates(storageUnitEnquiryRequest),
    validate('header', StorageUnitEnquiryHeaders),
    optionalUser,
    createStorageUnitEnquiry,
  );
