import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './App.tsx';

const container = document.getElementById('root');
// a transition: React renders the shell in slices of a few milliseconds instead of one long task
// (a slow phone's first input would wait for it; issue 19 §5, Total Blocking Time)
const root = container ? createRoot(container) : null;
if (root) startTransition(() => root.render(<App />));
