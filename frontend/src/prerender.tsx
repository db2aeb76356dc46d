/** Server-side entry used only at build time (build/prerender.ts): renders a route of the app
 * to static HTML, as a first-time visitor sees it (no session, default preferences), so
 * index.html can show the home page before the JavaScript has arrived and run. */
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { createQueryClient } from '@/lib/query-client';
import { AppRoutes } from './app/router';

export async function renderPage(url: string): Promise<string> {
  const queryClient = createQueryClient();
  const tree = (
    <QueryClientProvider client={queryClient}>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </QueryClientProvider>
  );
  try {
    // The route modules are lazy: the first passes start their imports and render Suspense
    // fallbacks (marked <!--$!-->); once the imports have resolved a pass renders them in
    // place, without the streaming scripts a suspended boundary would need.
    for (let pass = 0; pass < 20; pass++) {
      const html = renderToString(tree);
      if (!html.includes('<!--$!-->')) return html;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`prerender: ${url} still suspends after 20 passes`);
  } finally {
    // Drops the cache and its garbage-collection timers, so the build process can exit.
    queryClient.clear();
  }
}
