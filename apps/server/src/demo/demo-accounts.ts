import type { Role } from '@curio/shared';

export interface DemoAccount {
  role: Role;
  username: string;
  email: string;
  password: string;
}

/** Demo passwords, printed in the README and in the start-up log. Never used when DEMO_DATA is off. */
export const DEMO_PASSWORDS = {
  ADMIN: 'CurioAdmin1',
  SELLER: 'CurioSeller1',
  USER: 'CurioShopper1',
} as const satisfies Record<Role, string>;

export const DEMO_ADMIN = { username: 'admin', email: 'admin@example.com' } as const;
