/**
 * Parsing MDX is the build's largest cost that grows with the pages (about 25 ms a file here, so a
 * minute at ten times today's docs), and Gatsby hands files to onCreateNode in one thread. The pool
 * analyses them in worker threads, one per core, with the same `analyseMdx`; the main thread only
 * creates the nodes. Workers load the TypeScript sources through tsx (the repository's own runner).
 */
import os from 'node:os';
import type { Worker } from 'node:worker_threads';
import { tsWorker } from '../tsWorker';
import type { PageFacts } from './page';

interface Job {
  resolve: (page: PageFacts) => void;
  reject: (error: Error) => void;
}

export class MdxPool {
  private readonly workers: Worker[] = [];
  private readonly jobs = new Map<number, Job>();
  private next = 0;

  constructor(size = Math.max(1, os.availableParallelism())) {
    for (let i = 0; i < size; i += 1) {
      const worker = tsWorker('src/node/mdx/worker.ts');
      worker.on('message', ({ id, page, error }: { id: number; page?: PageFacts; error?: string }) => {
        const job = this.jobs.get(id);
        this.jobs.delete(id);
        if (error !== undefined) job?.reject(new Error(error));
        else if (page) job?.resolve(page);
      });
      worker.on('error', (error) => {
        for (const job of this.jobs.values()) job.reject(error);
        this.jobs.clear();
      });
      // An idle pool does not keep the process alive.
      worker.unref();
      this.workers.push(worker);
    }
  }

  /** Analyses one file in the next worker (round robin). Errors name the file as analyseMdx does. */
  analyse(source: string, file: string): Promise<PageFacts> {
    const id = this.next;
    this.next += 1;
    return new Promise((resolve, reject) => {
      this.jobs.set(id, { resolve, reject });
      this.workers[id % this.workers.length].postMessage({ id, source, file });
    });
  }

  /** Stops the workers. */
  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.terminate()));
  }
}
