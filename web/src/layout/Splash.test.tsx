import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Splash } from './Splash';

/** Markup without the formatting prettier gives index.html: no whitespace between tags. */
const compact = (html: string) => html.replace(/>\s+</g, '><').replace(/\s+/g, ' ').replace(/\s+>/g, '>').trim();

describe('the splash in index.html', () => {
  it('is the Splash component, so the first paint and the app show the same screen', () => {
    const indexHtml = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
    const root = /<div id="root">([\s\S]*)<\/div>\s*<script/.exec(indexHtml)?.[1] ?? '';
    expect(compact(root)).toBe(renderToStaticMarkup(<Splash />));
  });
});
