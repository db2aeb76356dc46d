/** Where vite-plugin-pwa writes the web app manifest (its default manifestFilename): linked by the
 * app after start-up (app/pwa-register.ts, linkManifest), checked by the build that takes the
 * link out of index.html (build/defer-manifest.ts). No imports: vite.config.ts reads it. */
export const MANIFEST_HREF = '/manifest.webmanifest';
