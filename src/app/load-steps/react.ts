/** A step of the start-up (src/main.tsx): React and React DOM, then the browser's turn. */
import 'react-dom/client';
import { nextTask } from '../../lib/next-task';

await nextTask();
