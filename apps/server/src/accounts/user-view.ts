import { eq } from 'drizzle-orm';
import type { CurrentUser } from '@curio/shared';
import type { Db } from '../db/client';
import { agents, colors, users } from '../db/schema';
import { avatarUrl } from '../media/urls';

export type UserRow = typeof users.$inferSelect;

/** The signed-in user as the web app sees it (GET /accounts/me). */
export async function loadCurrentUser(db: Db, userId: number): Promise<CurrentUser | undefined> {
  const [row] = await db
    .select({
      user: users,
      agentName: agents.name,
      colorId: colors.id,
      color: colors.color,
    })
    .from(users)
    .leftJoin(agents, eq(agents.id, users.agentId))
    .leftJoin(colors, eq(colors.id, agents.themeColorId))
    .where(eq(users.id, userId));
  if (!row) return undefined;
  const { user } = row;
  return {
    id: user.id,
    username: user.username,
    name: user.username,
    email: user.email,
    role: user.role,
    frozen: user.frozen,
    twoFactorEnabled: user.twoFactorEnabled,
    agent:
      user.agentId !== null && row.agentName !== null
        ? {
            id: user.agentId,
            name: row.agentName,
            themeColor:
              row.colorId !== null && row.color !== null
                ? { id: row.colorId, color: row.color }
                : null,
          }
        : null,
    profilePicture: user.pictureKey ? { pictureUrl: avatarUrl(user.pictureKey, 400) } : null,
    hasPassword: user.passwordHash !== null,
    createdAt: user.createdAt.toISOString(),
    emailVerified: user.emailVerified,
    pendingEmail: user.pendingEmail,
    googleLinked: user.googleSubject !== null,
  };
}
