// The web build resolves `zod` here (vite.config.ts), so zod is told before any schema parses that
// it must not compile parsers with eval (new Function): the Content-Security-Policy allows no
// eval, and even zod's probe for it is reported as a violation. Static re-exports, so the
// bundler still drops what the forms do not use (zod's locales among them).
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
