/** The part of autocannon 8's API the load figure uses (the package ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface Request {
    method?: string;
    path: string;
    headers?: Record<string, string>;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    headers?: Record<string, string>;
    requests?: Request[];
  }
  interface Result {
    requests: { total: number; average: number };
    throughput: { average: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    '4xx': number;
    '5xx': number;
  }
  interface Instance extends EventEmitter, PromiseLike<Result> {
    on(event: 'response', listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): this;
  }
  function autocannon(options: Options): Instance;
  export = autocannon;
}
