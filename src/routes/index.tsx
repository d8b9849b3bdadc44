import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { LandingPage } from '../features/landing/LandingPage';

export const Route = createFileRoute('/')({
  staticData: { anonymous: true },
  head: () => pageHead('Trades, Memberships and Storage in Southborough, MA'),
  component: LandingPage,
});
