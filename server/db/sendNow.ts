/**
 * Sends a drizzle query now and answers its result. drizzle sends a query when it is first
 * awaited, a microtask later, so a query built and awaited later (in Promise.all, say) could go
 * after one sent since: statements meant to travel in order are sent with this.
 */
export const sendNow = <T>(query: PromiseLike<T>): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    query.then(resolve, reject);
  });
