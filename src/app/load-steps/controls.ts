/** A step of the start-up (src/main.tsx): The MUI controls the layout draws, then the browser's turn. */
import '@mui/material/Button';
import '@mui/material/IconButton';
import '@mui/material/Link';
import '@mui/material/Typography';
import { nextTask } from '../../lib/next-task';

await nextTask();
