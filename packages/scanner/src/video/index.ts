// Reference videos: sampling frames across the whole video, one frame at a chosen time, and the
// per-second signature that matches leaked clips as a sequence. ffmpeg and ffprobe do the decoding.
export { VideoError, type VideoLimit, type VideoToolPaths } from "./video-tool";
export { probeVideo, type VideoProbe } from "./probe-video";
export { assertVideoLimits, VIDEO_LIMITS, videoOverLimit, type VideoLimits } from "./video-limits";
export { frameBudget, sampleVideo, NEAR_DUPLICATE_DISTANCE, type SampledFrame, type SampleVideoOptions } from "./sample-video";
export { frameAt } from "./frame-at";
export { decodeSignature, encodeSignature, videoSignature, type VideoSignature, type VideoSignatureOptions } from "./video-signature";
export { matchSignature, type MatchSignatureOptions, type SignatureMatch } from "./match-signature";
export { JpegStreamSplitter, splitJpegStream } from "./jpeg-stream";
