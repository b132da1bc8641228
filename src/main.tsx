import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { restoreSession } from './data/session.ts';
import './ui/global.css';

// Before the first render, not in an effect after it: the device's session read (an IndexedDB
// open) overlaps rendering the shell, and the resident area opens sooner, offline too.
void restoreSession();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
