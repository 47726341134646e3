import { describe, expect, it } from 'vitest';
import { firstStartBox } from './firstStartBox';

describe('firstStartBox', () => {
  it('gives the address, the admin email and the generated password in one box', () => {
    const box = firstStartBox({ url: 'http://localhost:3000', adminEmail: 'admin@localhost', password: 'x7-secret' });
    const lines = box.split('\n');
    expect(lines).toContain(`│ ${'Open:      http://localhost:3000/admin'.padEnd(lines[0].length - 4)} │`);
    expect(box).toContain('Admin:     admin@localhost');
    expect(box).toContain('Password:  x7-secret');
    // Every row as wide as the frame.
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
  });

  it('names no password when the admin came from ADMIN_PASSWORD', () => {
    expect(firstStartBox({ url: 'https://drums.example', adminEmail: 'ops@example.com' })).not.toContain('Password');
  });
});
