/**
 * The browser's first look at a template: a png starts with its 8-byte signature, whatever the
 * file is called or typed as. The server checks again, more closely (the IHDR chunk, then reading
 * the image), and its answer is what counts.
 */
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;

export async function startsAsPng(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, PNG_SIGNATURE.length).arrayBuffer());
  return head.length === PNG_SIGNATURE.length && PNG_SIGNATURE.every((byte, i) => head[i] === byte);
}
