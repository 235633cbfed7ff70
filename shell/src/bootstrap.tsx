import { createRoot } from 'react-dom/client';

import { App } from './App.tsx';
import { restoreSession } from './session/session.ts';

void restoreSession();
const container = document.getElementById('root');
if (container) createRoot(container).render(<App />);
