const YOUTUBE_HOST = /(^|\.)(youtube\.com|youtube-nocookie\.com)$/i;
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const ID_IN_PATH = /^\/(?:embed|shorts|live|v)\/([A-Za-z0-9_-]{11})(?![A-Za-z0-9_-])/;

/** The 11-character video id of a YouTube link; null for anything else (e.g. "image1.jpg"). */
export function youtubeId(link: unknown): string | null {
  if (typeof link !== 'string') return null;
  const text = link.trim();
  if (text === '') return null;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text.replace(/^\/\//, '')}`);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase();
  if (host === 'youtu.be' || host === 'www.youtu.be') {
    return /^\/([A-Za-z0-9_-]{11})(?![A-Za-z0-9_-])/.exec(url.pathname)?.[1] ?? null;
  }
  if (!YOUTUBE_HOST.test(host)) return null;
  const fromQuery = url.searchParams.get('v');
  if (fromQuery !== null) return VIDEO_ID.test(fromQuery) ? fromQuery : null;
  return ID_IN_PATH.exec(url.pathname)?.[1] ?? null;
}
