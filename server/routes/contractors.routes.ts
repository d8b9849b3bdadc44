import { describeRoute } from 'hono-openapi';
import { IdParams } from '../../contract/common';
import { ContractorReviewsPage, ContractorReviewsQuery, Contractor as ContractorSchema, ContractorsPage, ContractorsQuery } from '../../contract/contractors';
import { errorResponses, json, validate } from '../lib/http';
import { cachedCatalogue } from '../lib/response-cache';
import { getContractor, listContractorReviews, listContractors } from './contractors.handlers';
import { router } from '../app-bindings';

export const contractorsRoutes = router()
  .get(
    '/Contractors',
    describeRoute({
      operationId: 'listContractors',
      tags: ['Contractors'],
      summary: 'Contractors, best rated first, or nearest first when a ZipCode is given',
      responses: { 200: json(ContractorsPage, 'A page of contractors') },
    }),
    cachedCatalogue,
    validate('query', ContractorsQuery),
    listContractors,
  )
  .get(
    '/Contractors/:id',
    describeRoute({
      operationId: 'getContractor',
      tags: ['Contractors'],
      summary: 'One contractor',
      responses: { 200: json(ContractorSchema, 'The contractor'), ...errorResponses },
    }),
    cachedCatalogue,
    validate('param', IdParams),
    getContractor,
  )
  .get(
    '/Contractors/:id/reviews',
    describeRoute({
      operationId: 'listContractorReviews',
      tags: ['Contractors'],
      summary: "A contractor's reviews, newest first by default",
      responses: { 200: json(ContractorReviewsPage, 'A page of reviews'), ...errorResponses },
    }),
    cachedCatalogue,
    validate('param', IdParams),
    validate('query', ContractorReviewsQuery),
    listContractorReviews,
  );
