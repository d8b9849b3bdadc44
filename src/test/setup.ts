import { configure } from '@testing-library/react';

// Screens load their route chunks and data lazily; on two busy cores that can take longer than the
// default second, and a `findBy`/`waitFor` that gives up early fails a screen that works.
configure({ asyncUtilTimeout: 5000 });
