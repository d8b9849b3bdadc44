/** A step of the start-up (src/main.tsx): Emotion and MUI's styling system, then the browser's turn. */
import '@emotion/react';
import '@emotion/styled';
import '@mui/system';
import { nextTask } from '../../lib/next-task';

await nextTask();
