const lead = (i: number) => ({
  name: `Lead ${i}`,
  email: `lead${i}@example.com`,
  mobile: '9876543210',
  message: 'Please call me',
});

export interface LeadLoad {
  /** Ids of the leads whose create was answered 200. */
  acknowledged: string[];
  /** Every status answered, in order (a refused connection answers none). */
  statuses: number[];
}

/**
 * Creates leads from `concurrency` loops (each one request at a time) until `stop()` or until
 * the server stops answering; a create that got no answer (connection refused or cut) makes no
 * promise and is not counted.
 */
export async function createLeads(
  url: string,
  stop: () => boolean,
  load: LeadLoad,
  concurrency = 4,
) {
  let next = 0;
  const loop = async () => {
    while (!stop()) {
      try {
        const response = await fetch(`${url}/api/leads/create`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(lead((next += 1))),
        });
        load.statuses.push(response.status);
        const body = (await response.json()) as { data?: { _id: string } };
        if (response.status === 200 && body.data) load.acknowledged.push(body.data._id);
      } catch {
        return;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, loop));
}
