/**
 * The widths the server keeps of an uploaded picture, as WebP
 * (api/src/infra/media/variants.ts); `/media/<id>?w=<width>` serves one.
 */
export const MEDIA_WIDTHS = [320, 640, 1280] as const;

/** An uploaded picture's address, relative or absolute (the API gives opportunity images on its public origin). */
const MEDIA_URL = /^(?:https?:\/\/[^/?#]+)?\/media\/[0-9a-f-]{36}$/i;

export interface SizedImageOptions {
  /** the `sizes` attribute: how wide the picture is shown, e.g. "(min-width: 48em) 33vw, 100vw" */
  sizes: string;
  /** above the fold (the first card of a list): loaded at once instead of when scrolled near */
  eager?: boolean;
  /** the shown shape, so the box is reserved before the picture arrives (default 16:9) */
  width?: number;
  height?: number;
}

/** Attributes of an `<img>` (Chakra's Image: htmlWidth/htmlHeight are the width/height attributes). */
export interface SizedImageProps {
  src: string;
  srcSet?: string;
  sizes?: string;
  loading: "lazy" | "eager";
  decoding: "async";
  htmlWidth: number;
  htmlHeight: number;
}

/**
 * Lets the browser download the copy of the size it shows: an uploaded
 * picture gets a `srcset` of the server's widths (a phone card takes the
 * 320 or 640 px WebP, not the original); a stock illustration (SVG under
 * /images/) is one small file and keeps its `src`. Lazy unless `eager`.
 */
export function sizedImage(url: string, { sizes, eager = false, width = 16, height = 9 }: SizedImageOptions): SizedImageProps {
  const base = { loading: eager ? "eager" : "lazy", decoding: "async", htmlWidth: width, htmlHeight: height } as const;
  if (!MEDIA_URL.test(url)) return { src: url, ...base };
  return {
    src: `${url}?w=640`,
    srcSet: MEDIA_WIDTHS.map((w) => `${url}?w=${w} ${w}w`).join(", "),
    sizes,
    ...base,
  };
}
