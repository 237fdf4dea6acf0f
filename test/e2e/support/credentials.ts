/** The bootstrap admin the e2e server is started with (playwright.config.ts). */
export const ADMIN = { email: 'admin@example.com', password: 'Admin@12345', name: 'Administrator' } as const;
