/** A step of the start-up (src/main.tsx): The layout, then the browser's turn. */
import '../../components/layout/AppLayout';
import { nextTask } from '../../lib/next-task';

await nextTask();
