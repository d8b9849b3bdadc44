/** A step of the start-up (src/main.tsx): The router, then the browser's turn. */
import '@tanstack/react-router';
import { nextTask } from '../../lib/next-task';

await nextTask();
