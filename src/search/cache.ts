/**
 * Per key, the promise `start` gives, kept while it is pending or fulfilled. A rejected one is
 * forgotten, so the next call for that key tries again.
 */
export function retryingCache<T>(start: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const cache = new Map<string, Promise<T>>();
  return (key) => {
    let promise = cache.get(key);
    if (!promise) {
      promise = start(key);
      promise.catch(() => cache.delete(key));
      cache.set(key, promise);
    }
    return promise;
  };
}
