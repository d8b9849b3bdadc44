/** A step of the start-up (src/main.tsx): The route tree, with every route's options and search checks, then the browser's turn. */
import '../../routeTree.gen';
import { nextTask } from '../../lib/next-task';

await nextTask();
