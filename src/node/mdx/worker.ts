/** A worker thread of the MDX pool (pool.ts): analyses the files it is sent with the build's own functions. */
import { parentPort } from 'node:worker_threads';
import { analyseMdx } from './page';

parentPort?.on('message', ({ id, source, file }: { id: number; source: string; file: string }) => {
  try {
    parentPort?.postMessage({ id, page: analyseMdx(source, file) });
  } catch (error) {
    parentPort?.postMessage({ id, error: (error as Error).message });
  }
});
