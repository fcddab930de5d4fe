/** The demo store's accounts (apps/server/src/demo) and the admin start-server.mjs configures. */
export const DEMO = {
  admin: { username: 'e2e-admin', email: 'e2e-admin@example.com', password: 'E2eAdmin123' },
  demoAdmin: { username: 'admin', password: 'CurioAdmin1' },
  sellers: [
    { username: 'mingstudio', email: 'mingstudio@example.com', password: 'CurioSeller1' },
    { username: 'harborfinds', email: 'harborfinds@example.com', password: 'CurioSeller1' },
    { username: 'lotusandco', email: 'lotusandco@example.com', password: 'CurioSeller1' },
  ],
  shopper: { username: 'alexchen', email: 'alex.chen@example.com', password: 'CurioShopper1' },
} as const;
