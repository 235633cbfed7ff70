import { createRoot } from 'react-dom/client';
import { restoreSession } from './session/session.ts';
import { App } from './App.tsx';

void restoreSession();
const container = document.getElementById('root');
if (container) createRoot(container).render(<App />);
