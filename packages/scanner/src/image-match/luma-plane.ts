// A greyscale picture as float32 luma, and the few geometric operations matching needs on it:
// cropping, area downscaling and bilinear resampling of a (fractional) window.

export interface LumaPlane {
  data: Float32Array;
  width: number;
  height: number;
}

/** A rectangle in pixels. */
export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A rectangle in fractions of a picture's width and height (0..1). */
export interface Window {
  x: number;
  y: number;
  w: number;
  h: number;
}

export function cropPlane(plane: LumaPlane, rect: Rect): LumaPlane {
  const { left, top, width, height } = rect;
  const data = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const start = (top + y) * plane.width + left;
    data.set(plane.data.subarray(start, start + width), y * width);
  }
  return { data, width, height };
}

/** Area-average downscale so the long side is at most `longSide` (never enlarges). */
export function downscalePlane(plane: LumaPlane, longSide: number): LumaPlane {
  const factor = Math.max(plane.width, plane.height) / longSide;
  if (factor <= 1) return plane;
  const width = Math.max(1, Math.round(plane.width / factor));
  const height = Math.max(1, Math.round(plane.height / factor));
  const data = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const y0 = Math.floor((y * plane.height) / height), y1 = Math.max(y0 + 1, Math.floor(((y + 1) * plane.height) / height));
    for (let x = 0; x < width; x++) {
      const x0 = Math.floor((x * plane.width) / width), x1 = Math.max(x0 + 1, Math.floor(((x + 1) * plane.width) / width));
      let sum = 0;
      for (let yy = y0; yy < y1; yy++) for (let xx = x0; xx < x1; xx++) sum += plane.data[yy * plane.width + xx];
      data[y * width + x] = sum / ((y1 - y0) * (x1 - x0));
    }
  }
  return { data, width, height };
}

/**
 * Samples `window` of `plane` onto an outWidth x outHeight grid (pixel centres, bilinear), into
 * `out` when given. Used both for registration thumbnails and for hashing a registered window.
 */
export function resampleWindow(plane: LumaPlane, window: Window, outWidth: number, outHeight: number, out?: Float32Array): Float32Array {
  const data = out ?? new Float32Array(outWidth * outHeight);
  const { width, height } = plane;
  const src = plane.data;
  const sx = (window.w * width) / outWidth, sy = (window.h * height) / outHeight;
  const ox = window.x * width, oy = window.y * height;
  for (let y = 0; y < outHeight; y++) {
    let fy = oy + (y + 0.5) * sy - 0.5;
    fy = fy < 0 ? 0 : fy > height - 1 ? height - 1 : fy;
    const y0 = Math.floor(fy), y1 = Math.min(y0 + 1, height - 1), wy = fy - y0;
    for (let x = 0; x < outWidth; x++) {
      let fx = ox + (x + 0.5) * sx - 0.5;
      fx = fx < 0 ? 0 : fx > width - 1 ? width - 1 : fx;
      const x0 = Math.floor(fx), x1 = Math.min(x0 + 1, width - 1), wx = fx - x0;
      const top = src[y0 * width + x0] * (1 - wx) + src[y0 * width + x1] * wx;
      const bottom = src[y1 * width + x0] * (1 - wx) + src[y1 * width + x1] * wx;
      data[y * outWidth + x] = top * (1 - wy) + bottom * wy;
    }
  }
  return data;
}

/** The pixel rectangle of a fractional window, rounded, at least 1x1. */
export function windowToRect(plane: { width: number; height: number }, window: Window): Rect {
  const left = Math.round(window.x * plane.width), top = Math.round(window.y * plane.height);
  const right = Math.round((window.x + window.w) * plane.width), bottom = Math.round((window.y + window.h) * plane.height);
  return { left, top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) };
}
