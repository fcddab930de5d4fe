import type { Role } from '@curio/shared';

/**
 * The guard layouts of the route tree (routes.ts), by route id, with the role their pages need
 * (accounts-and-admin §4 "Role guard"; ADMIN passes every requirement): none for the pages of any
 * signed-in person.
 */
export const ROLE_GUARDS = {
  'require-session': undefined,
  'require-seller': 'SELLER',
  'require-admin': 'ADMIN',
} as const satisfies Record<string, Exclude<Role, 'USER'> | undefined>;

export type RoleGuardId = keyof typeof ROLE_GUARDS;

export const isRoleGuardId = (id: string): id is RoleGuardId => Object.hasOwn(ROLE_GUARDS, id);
