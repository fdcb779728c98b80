/** An uploaded file, written to a temporary file as it arrived (never held whole in memory). */
export interface UploadedFile {
  /** The temporary file; removed when the request's answer has gone out. */
  path: string;
  size: number;
  /** The first bytes, where the format's magic number is. */
  head: Buffer;
  /** Whether HTML, SVG or script markup appeared anywhere in the bytes. */
  markup: boolean;
}
