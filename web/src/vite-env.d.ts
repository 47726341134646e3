/// <reference types="vite/client" />

/** The build's own version (vite.config.ts): a start of another one says "Updated". */
declare const __APP_VERSION__: string;
