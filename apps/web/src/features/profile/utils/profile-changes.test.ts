import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@curio/shared';
import { canSaveProfile, needsCurrentPassword, profileFormDefaults } from './profile-changes';

describe('canSaveProfile', () => {
  const base = { fieldsChanged: false, pictureChanged: false, checkingImage: false, saving: false };

  it('needs a changed field or picture', () => {
    expect(canSaveProfile(base)).toBe(false);
    expect(canSaveProfile({ ...base, fieldsChanged: true })).toBe(true);
    expect(canSaveProfile({ ...base, pictureChanged: true })).toBe(true);
  });

  it('waits for a running image check and for a save under way', () => {
    expect(canSaveProfile({ ...base, fieldsChanged: true, checkingImage: true })).toBe(false);
    expect(canSaveProfile({ ...base, pictureChanged: true, saving: true })).toBe(false);
  });
});

describe('needsCurrentPassword', () => {
  const user = {
    username: 'alex',
    email: 'alex@example.com',
    pendingEmail: 'new@example.com',
    agent: null,
  } as unknown as CurrentUser;
  const values = profileFormDefaults(user);

  it('starts from the address waiting for verification and asks nothing for it', () => {
    expect(values.email).toBe('new@example.com');
    expect(needsCurrentPassword(user, values)).toBe(false);
    expect(needsCurrentPassword(user, { ...values, email: 'ALEX@example.com' })).toBe(false);
  });

  it('asks for a third address and for a new password', () => {
    expect(needsCurrentPassword(user, { ...values, email: 'other@example.com' })).toBe(true);
    expect(needsCurrentPassword(user, { ...values, password: 'Password123' })).toBe(true);
  });
});
