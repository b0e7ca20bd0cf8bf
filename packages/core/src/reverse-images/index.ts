// The reverse image finder (issue 18): the index of seen pictures, its search and its actions.
export { addFoundLeak } from "./add-found-leak";
export { createImageUrlFetcher, fetchImageUrl } from "./fetch-image-url";
export { findPicture, MAX_RESULTS, type SearchedPicture } from "./find-picture";
export { createSeenPictureRecorder, seenThumbnailKey, type SeenPictureRecorder } from "./record-seen-pictures";
export { consumeVisitorPictureSearch, VISITOR_PICTURE_SEARCHES_PER_DAY } from "./visitor-search-quota";
