import { describe, expect, it } from 'vitest';
import { activeNavKey, hidesAppChrome, showsTopBar } from './navigation';

describe('navigation highlighting (docs/specification.md section 2)', () => {
  it('lights Log In for the sign-in pages when signed out', () => {
    for (const path of ['/login', '/register', '/forgot-password']) expect(activeNavKey(path, false)).toBe('account');
  });
  it('lights My Account for /account and /change-password when signed in', () => {
    expect(activeNavKey('/account', true)).toBe('account');
    expect(activeNavKey('/change-password', true)).toBe('account');
  });
  it('lights More for /more, /help and /returner-guide', () => {
    for (const path of ['/more', '/help', '/returner-guide']) expect(activeNavKey(path, true)).toBe('more');
  });
  it('lights My Returns for /returns, its drums on site and /pickup-request, Completed for /returns/completed', () => {
    expect(activeNavKey('/returns', true)).toBe('returns');
    expect(activeNavKey('/pickup-request', true)).toBe('returns');
    expect(activeNavKey('/returns/drums', true)).toBe('returns');
    expect(activeNavKey('/returns/completed', true)).toBe('completed');
  });
  it('lights Home only on /', () => {
    expect(activeNavKey('/', true)).toBe('home');
    expect(activeNavKey('/partner-info', false)).toBeNull();
  });
  it('hides the chrome on admin and dashboard pages and the top bar on /login', () => {
    expect(hidesAppChrome('/admin')).toBe(true);
    expect(hidesAppChrome('/admin/zones/3/edit')).toBe(true);
    expect(hidesAppChrome('/transport-dashboard')).toBe(true);
    expect(hidesAppChrome('/drum-specs')).toBe(true);
    expect(hidesAppChrome('/returns')).toBe(false);
    expect(showsTopBar('/login')).toBe(false);
    expect(showsTopBar('/register')).toBe(true);
  });
});
