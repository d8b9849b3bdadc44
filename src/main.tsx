// The first chunk is one module graph, and a browser evaluates a module graph in one task: 170-300 ms
// on a mid-range phone, after a prerendered page has been painted, during which the page answers
// nothing. Each step below is a module that imports a part of the code and then awaits a task at its
// top level. The bundler puts the parts in this order in the first chunk, and a chunk's code after a
// top-level await runs only once it resolves, so the browser evaluates each part in a task of its own
// (docs/performance.md, "Blocking time after the first paint"). Without a bundler (`npm run dev`), the steps overlap; nothing else changes.
import './app/load-steps/react';
import './app/load-steps/router';
import './app/load-steps/styling';
import './app/load-steps/theme';
import './app/load-steps/controls';
import './app/load-steps/layout';
import './app/load-steps/routes';
import { startApp } from './app/start';

startApp(document.getElementById('root')!);
