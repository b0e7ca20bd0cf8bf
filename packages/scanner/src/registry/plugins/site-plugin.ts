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
}

export interface SitePlugin {
  name: string;
  /** Hits of one search result page; URLs absolute. */
  parseSearch?(html: string, pageUrl: string): SearchHit[];
  parsePage?(html: string, pageUrl: string): PageContent;
}
