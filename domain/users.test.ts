import { describe, expect, it } from 'vitest';
import { selfChangeRefusal, USER_RULE_MESSAGES } from './users';

describe('not yourself', () => {
  const refused = { code: 'CONFLICT', message: USER_RULE_MESSAGES.notYourself };

  it('refuses an admin demoting, deactivating, deleting or rejecting their own account', () => {
    expect(selfChangeRefusal(1, 1, { role: 'returner', active: true })).toEqual(refused);
    expect(selfChangeRefusal(1, 1, { role: 'transporter', active: true })).toEqual(refused);
    expect(selfChangeRefusal(1, 1, { role: 'admin', active: false })).toEqual(refused);
    expect(selfChangeRefusal(1, 1, 'delete')).toEqual(refused);
    expect(selfChangeRefusal(1, 1, 'reject')).toEqual(refused);
  });

  it('allows other edits of their own account and any change to someone else', () => {
    expect(selfChangeRefusal(1, 1, { role: 'admin', active: true })).toBeNull();
    expect(selfChangeRefusal(1, 2, { role: 'returner', active: false })).toBeNull();
    expect(selfChangeRefusal(1, 2, 'delete')).toBeNull();
    expect(selfChangeRefusal(1, null, 'reject')).toBeNull();
  });
});
