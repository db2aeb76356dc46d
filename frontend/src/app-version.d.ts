/** The app's version (package.json), defined at build time by vite.config.ts. */
declare const __APP_VERSION__: string;
