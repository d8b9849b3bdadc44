import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { ComingSoon } from '../components/ui/ComingSoon';

export const Route = createFileRoute('/direct-to-mobile')({
  staticData: { anonymous: true, layout: 'empty' },
  head: () => pageHead('Use the Mobile App'),
  component: () => <ComingSoon title="Use the Mobile App">Contractors work from our mobile app. Links to download it are coming soon.</ComingSoon>,
});
