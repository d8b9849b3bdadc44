import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { isPageLive } from '../components/ui/LazyBody';
import { ContractorList } from '../features/contractors/contractor-list-code';
import { ContractorSearch } from '../features/contractors/contractor-search';
import { ContractorListPage } from '../features/contractors/ContractorListPage';

export const Route = createFileRoute('/contractors')({
  staticData: { anonymous: true, showToolbar: true, title: 'Contractors' },
  validateSearch: ContractorSearch,
  loaderDeps: ({ search }) => search,
  // The list is a promise, not awaited: the page is drawn at once (and prerendered without an API),
  // the filters' trades and the results waiting for it. The data's module, with the API client, and
  // the page's body load beside the page: the first page, prerendered, paints and hydrates without
  // them. A navigation waits for the body, so the page does not come in parts.
  loader: async ({ deps, abortController }) => {
    const list = import('../features/contractors/contractors.api').then((module) => module.loadContractorList(deps, abortController.signal));
    // Its failure is the page's to show (`useSettledList`), not an unhandled rejection when a page
    // that has moved on never reads it.
    list.catch(() => {});
    const body = ContractorList.preload?.();
    if (isPageLive()) await body;
    return { list };
  },
  head: () => pageHead('Contractors', 'Vetted, licensed local contractors around Southborough, MA, with ratings and reviews from your neighbors.'),
  // The loader and its API calls load with the page, not with the first page of the site.
  codeSplitGroupings: [['loader'], ['component']],
  component: ContractorListPage,
});
