import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { PageNotFound } from '../features/errors/PageNotFound';

export const Route = createFileRoute('/page-not-found')({
  staticData: { anonymous: true },
  head: () => pageHead('Page Not Found'),
  component: PageNotFound,
});
