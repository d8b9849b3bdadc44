import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { ComingSoon } from '../components/ui/ComingSoon';

export const Route = createFileRoute('/book-service')({
  staticData: { anonymous: true, noFloatingHeader: true },
  head: () => pageHead('Book A Job', 'Book a local contractor in Southborough, MA online: tell us the trade, the address and the times that suit you.'),
  component: () => <ComingSoon title="Book A Job">Booking a job online, with photos and the times that suit you, is coming soon.</ComingSoon>,
});
