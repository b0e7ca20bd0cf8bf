// Splits ffmpeg's MJPEG output (`-f image2pipe -c:v mjpeg`) into pictures. Its frames carry no
// thumbnails, so an end marker followed by a start marker (or the end of the stream) is a boundary.

/** Splits a whole MJPEG stream at once. */
export function splitJpegStream(stream: Buffer): Buffer[] {
  const splitter = new JpegStreamSplitter();
  return [...splitter.push(stream), ...splitter.end()];
}

/** Incremental splitter: push chunks as they arrive, get back the pictures they complete. */
export class JpegStreamSplitter {
  private pending: Buffer = Buffer.alloc(0);
  private scanFrom = 0;

  push(chunk: Buffer): Buffer[] {
    this.pending = this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]);
    const frames: Buffer[] = [];
    let start = 0;
    // A boundary needs the byte after the end marker, so the last two bytes wait for the next chunk.
    for (let i = Math.max(this.scanFrom, 1); i + 1 < this.pending.length; i += 1) {
      if (this.pending[i - 1] !== 0xff || this.pending[i] !== 0xd9) continue;
      if (this.pending[i + 1] !== 0xff || (i + 2 < this.pending.length && this.pending[i + 2] !== 0xd8)) continue;
      if (i + 2 >= this.pending.length) break;
      frames.push(Buffer.from(this.pending.subarray(start, i + 1)));
      start = i + 1;
      i += 1;
    }
    this.pending = this.pending.subarray(start);
    this.scanFrom = Math.max(1, this.pending.length - 2);
    return frames;
  }

  /** The last picture (the stream's end is its boundary). */
  end(): Buffer[] {
    const last = this.pending;
    this.pending = Buffer.alloc(0);
    this.scanFrom = 0;
    return last.length > 0 && last[last.length - 2] === 0xff && last[last.length - 1] === 0xd9 ? [Buffer.from(last)] : [];
  }
}
