import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { ComingSoon } from '../components/ui/ComingSoon';

export const Route = createFileRoute('/contractors')({
  staticData: { anonymous: true, showToolbar: true, title: 'Contractors' },
  head: () => pageHead('Contractors', 'Vetted, licensed local contractors around Southborough, MA, with ratings and reviews from your neighbours.'),
  component: () => <ComingSoon title="Contractors">Search for vetted local contractors by trade, town, distance and rating, coming soon.</ComingSoon>,
});
