import { describe, expect, it } from 'vitest';
import { canSaveProfile } from './profile-changes';

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
