import { describeRoute } from 'hono-openapi';
import {
  EquipmentRentalPage,
  EquipmentRentalQuery,
  LocationsPage,
  LocationsQuery,
  ProductsAndServicesItem,
  ProductsAndServicesItemsPage,
  ProductsAndServicesItemsQuery,
  ZipCodeLocation,
  ZipCodeParams,
} from '../../contract/catalogue';
import { IdParams } from '../../contract/common';
import { errorResponses, json, validate } from '../lib/http';
import { cachedCatalogue } from '../lib/response-cache';
import { getProductsAndServicesItem, getZipCodeLocation, listEquipmentRental, listLocations, listProductsAndServicesItems } from './catalogue.handlers';
import { router } from '../app-bindings';

export const catalogueRoutes = router()
  .get(
    '/Locations',
    describeRoute({
      operationId: 'listLocations',
      tags: ['Catalogue'],
      summary: 'Storage sites',
      responses: { 200: json(LocationsPage, 'A page of locations') },
    }),
    cachedCatalogue,
    validate('query', LocationsQuery),
    listLocations,
  )
  .get(
    '/EquipmentRental',
    describeRoute({
      operationId: 'listEquipmentRental',
      tags: ['Catalogue'],
      summary: 'Tools and machines for rent',
      responses: { 200: json(EquipmentRentalPage, 'A page of rental equipment') },
    }),
    cachedCatalogue,
    validate('query', EquipmentRentalQuery),
    listEquipmentRental,
  )
  .get(
    '/ZipCodeLocation/:zipCode',
    describeRoute({
      operationId: 'getZipCodeLocation',
      tags: ['Catalogue'],
      summary: 'The town and center point of a zip code',
      responses: { 200: json(ZipCodeLocation, 'The zip code'), ...errorResponses },
    }),
    cachedCatalogue,
    validate('param', ZipCodeParams),
    getZipCodeLocation,
  )
  .get(
    '/ProductsAndServicesItems',
    describeRoute({
      operationId: 'listProductsAndServicesItems',
      tags: ['Catalogue'],
      summary: 'Priced lines contractors put on proposals',
      responses: { 200: json(ProductsAndServicesItemsPage, 'A page of products and services') },
    }),
    cachedCatalogue,
    validate('query', ProductsAndServicesItemsQuery),
    listProductsAndServicesItems,
  )
  .get(
    '/ProductsAndServicesItems/:id',
    describeRoute({
      operationId: 'getProductsAndServicesItem',
      tags: ['Catalogue'],
      summary: 'One product or service',
      responses: { 200: json(ProductsAndServicesItem, 'The item'), ...errorResponses },
    }),
    cachedCatalogue,
    validate('param', IdParams),
    getProductsAndServicesItem,
  );
