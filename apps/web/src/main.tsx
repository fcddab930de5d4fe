import '@/lib/i18n';
import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app';
import { reportError, startErrorReporting } from '@/lib/error-reporting';
import { registerServiceWorker } from '@/lib/service-worker';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

void startErrorReporting();
registerServiceWorker();

createRoot(container, {
  onUncaughtError: (error) => reportError(error, { source: 'react' }),
  onCaughtError: (error) => reportError(error, { source: 'react-boundary' }),
}).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
