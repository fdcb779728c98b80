/** How far the bytes of a request have gone: called with a share from 0 to 1. */
export type UploadProgress = (sent: number) => void;

/** The parts of XMLHttpRequest this transport uses, so tests can hand in a fake at the edge. */
export type XhrConstructor = new () => Pick<
  XMLHttpRequest,
  'open' | 'setRequestHeader' | 'send' | 'status' | 'responseText' | 'upload'
> &
  Pick<XMLHttpRequest, 'onload' | 'onerror' | 'onabort' | 'ontimeout'>;

// The body as the server sent it: JSON when it is JSON (the envelope), else the raw text, the
// same reading redaxios gives the fetch path.
function readBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * POSTs with XMLHttpRequest, because fetch reports no upload progress. It settles the way
 * redaxios does on the fetch path: the parsed body for a 2xx answer; otherwise it rejects with
 * `{ status, data }`, or with an Error when no answer came, so `toApiError` maps both paths alike.
 * Like the fetch path it sets no timeout (the spec asks for none).
 */
export function postWithProgress(
  Xhr: XhrConstructor,
  url: string,
  body: FormData | object,
  headers: Record<string, string>,
  onProgress: UploadProgress,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = new Xhr();
    request.open('POST', url);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const answer = { status: request.status, data: readBody(request.responseText) };
      if (answer.status >= 200 && answer.status < 300) resolve(answer.data);
      else reject(answer);
    };
    const noAnswer = () => reject(new TypeError('The request got no answer.'));
    request.onerror = noAnswer;
    request.onabort = noAnswer;
    request.ontimeout = noAnswer;
    if (body instanceof FormData) {
      request.send(body);
    } else {
      request.setRequestHeader('content-type', 'application/json');
      request.send(JSON.stringify(body));
    }
  });
}
