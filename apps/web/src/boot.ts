// The page's entry. The server writes the top bar and, on some routes, the screen's heading into the page
// (apps/api/src/plugins/page-html.ts), styled by the stylesheet it inlines; nothing of that needs a script. So
// the app (React, the router, the screen) is fetched and run only once the browser has painted that: a phone
// shows the page as soon as its HTML is parsed instead of after compiling and running ~150 KB of script, and
// the scripts then load in parallel (main's chunks through Vite's preload helper, the screen's from the list
// the server wrote in the page's <meta name="screen-chunks">).
import './index.css';
import { afterNextPaint, preloadScreenChunks, showLoadFailure } from './app/first-paint';

void afterNextPaint()
  .then(() => {
    preloadScreenChunks();
    return import('./main');
  })
  .catch((error: unknown) => {
    console.error(error);
    showLoadFailure();
  });
