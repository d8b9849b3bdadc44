/** A step of the start-up (src/main.tsx): MUI's theme machinery and our theme, then the browser's turn. */
import '../theme';
import { nextTask } from '../../lib/next-task';

await nextTask();
