import type { APIRequestContext, BrowserContext } from '@playwright/test';

/** Signs in through the API and answers the token (for set-up; journeys sign in through the UI). */
export async function apiToken(
  request: APIRequestContext,
  identifier: string,
  password: string,
): Promise<string> {
  const res = await request.post('/api/accounts/signin', { data: { email: identifier, password } });
  const body = (await res.json()) as { token?: string };
  if (!body.token) throw new Error(`Sign-in of ${identifier} failed: ${res.status()}`);
  return body.token;
}

/** A new account with a unique name, made through the API (sign-up), for one journey. */
export async function newAccount(
  request: APIRequestContext,
  prefix: string,
): Promise<{ username: string; email: string; password: string }> {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const account = {
    username: `${prefix}${suffix}`,
    email: `${prefix}${suffix}@example.com`,
    password: 'Journey123',
  };
  const res = await request.post('/api/accounts/signup', { data: account });
  if (res.status() !== 201) throw new Error(`Sign-up failed: ${res.status()} ${await res.text()}`);
  return account;
}

/** Starts the browser with a session (the token a sign-in would store), without the sign-in form. */
export async function startSignedIn(
  context: BrowserContext,
  request: APIRequestContext,
  identifier: string,
  password: string,
): Promise<string> {
  const token = await apiToken(request, identifier, password);
  await context.addInitScript((value) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', value);
  }, token);
  return token;
}

/** Gives the account the demo agent of that name, through the profile edit call. */
export async function chooseAgent(
  request: APIRequestContext,
  account: { username: string; email: string; password: string },
  agentName: string,
): Promise<void> {
  const token = await apiToken(request, account.username, account.password);
  const agents = (await (await request.get('/api/agents')).json()) as {
    id: number;
    name: string;
  }[];
  const agent = agents.find((candidate) => candidate.name === agentName);
  if (!agent) throw new Error(`The demo store has no agent ${agentName}.`);
  const res = await request.patch('/api/accounts/edit', {
    headers: { Authorization: `Bearer ${token}` },
    data: { username: account.username, email: account.email, agentId: agent.id },
  });
  if (res.status() !== 200) throw new Error(`Choosing ${agentName} failed: ${res.status()}`);
}
