import type { Server } from 'node:http';

export default async function globalTeardown(): Promise<void> {
  const server = (globalThis as { __E2E_SERVER__?: Server }).__E2E_SERVER__;
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
}
