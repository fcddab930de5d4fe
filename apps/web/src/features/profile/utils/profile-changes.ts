import type { CurrentUser } from '@curio/shared';

/** The profile form's values: password blank keeps the current one, agent null is none. */
export type ProfileFormValues = {
  username: string;
  email: string;
  password: string;
  agentId: number | null;
  /** Asked for only when the email or the password changes. */
  currentPassword: string;
  /** With two-factor login, for the same changes: a code from the app or a backup code. */
  code: string;
};

export function profileFormDefaults(user: CurrentUser): ProfileFormValues {
  return {
    username: user.username,
    // A change waiting for its verification link shows the new address.
    email: user.pendingEmail ?? user.email,
    password: '',
    agentId: user.agent?.id ?? null,
    currentPassword: '',
    code: '',
  };
}

/** Whether a field differs from the saved profile (a typed password always counts). */
export function profileFieldsChanged(user: CurrentUser, values: ProfileFormValues): boolean {
  const saved = profileFormDefaults(user);
  return (
    values.username !== saved.username ||
    values.email !== saved.email ||
    values.password !== '' ||
    values.agentId !== saved.agentId
  );
}

/**
 * Whether the server will ask for the current password: a new password, or an email that is
 * neither the account's address nor the one waiting for verification (compared as the server does).
 */
export function needsCurrentPassword(user: CurrentUser, values: ProfileFormValues): boolean {
  const email = values.email.trim().toLowerCase();
  const emailChanges =
    email !== user.email.toLowerCase() && email !== user.pendingEmail?.toLowerCase();
  return values.password !== '' || emailChanges;
}

/**
 * The save button's rule (accounts-and-admin §4 "Profile edit"): something changed (a field or the
 * picture) and no image check is running (nor a save).
 */
export function canSaveProfile(state: {
  fieldsChanged: boolean;
  pictureChanged: boolean;
  checkingImage: boolean;
  saving: boolean;
}): boolean {
  return (state.fieldsChanged || state.pictureChanged) && !state.checkingImage && !state.saving;
}
