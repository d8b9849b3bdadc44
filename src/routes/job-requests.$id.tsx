import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { uuidParam } from '../app/route-params';
import { ComingSoon } from '../components/ui/ComingSoon';

export const Route = createFileRoute('/job-requests/$id')({
  params: { parse: uuidParam },
  head: () => pageHead('Job Request Details'),
  component: JobRequestDetailsRoute,
});

function JobRequestDetailsRoute() {
  const { id } = Route.useParams();
  return <JobRequestDetails id={id} />;
}

/** The screen takes the id as a prop (spec section 2), so it does not depend on the router. */
function JobRequestDetails({ id }: { id: string }) {
  return <ComingSoon title="Job Request Details">The proposals, appointments and payments of job request {id} will be shown here soon.</ComingSoon>;
}
