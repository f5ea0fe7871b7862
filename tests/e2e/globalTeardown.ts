export default async function globalTeardown(): Promise<void> {
  const shared = globalThis as { __E2E_SERVER__?: { close: () => Promise<void> }; __E2E_BROWSER__?: { close: () => Promise<void> } };
  await shared.__E2E_BROWSER__?.close();
  await shared.__E2E_SERVER__?.close();
}
