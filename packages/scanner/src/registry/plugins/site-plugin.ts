// What a named site plugin may take over from the declarative selectors.

export interface SearchHit {
  url: string;
  title: string;
  thumbnail?: string;
}

export interface PageContent {
  title: string;
  uploader?: string;
  uploaderUrl?: string;
  /** Absolute URLs of the page's pictures. */
  images: string[];
  text: string;
  /** A video page's preview sprites (grids of frames), absolute URLs. */
  sprites?: PreviewSprite[];
  /** A video page's preview clips, absolute URLs. */
  previewClips?: string[];
  /** A video page's full video files, absolute URLs. */
  videos?: string[];
}

export interface PreviewSprite {
  url: string;
  columns: number;
  rows: number;
}

export interface SitePlugin {
  name: string;
  /** Hits of one search result page; URLs absolute. */
  parseSearch?(html: string, pageUrl: string): SearchHit[];
  parsePage?(html: string, pageUrl: string): PageContent;
}
