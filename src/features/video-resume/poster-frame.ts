// The poster of a chosen video: the server has no video decoder, so the browser draws a frame
// (one second in, or the middle of a shorter video) onto a canvas and sends it as a JPEG. Any
// failure (a codec the browser cannot play, no canvas) answers null: the video goes without one.
const WIDTH = 640;
const TIMEOUT_MS = 8000;

export async function posterFrame(file: Blob): Promise<Blob | null> {
  if (typeof document === 'undefined' || typeof URL.createObjectURL !== 'function') return null;
  const url = URL.createObjectURL(file);
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';
  try {
    const frame = new Promise<Blob | null>((resolve) => {
      const timer = setTimeout(() => resolve(null), TIMEOUT_MS);
      const done = (blob: Blob | null) => {
        clearTimeout(timer);
        resolve(blob);
      };
      video.onerror = () => done(null);
      video.onloadeddata = () => {
        const d = Number.isFinite(video.duration) ? video.duration : 0;
        video.currentTime = Math.min(1, d / 2);
      };
      video.onseeked = () => {
        const scale = Math.min(1, WIDTH / (video.videoWidth || WIDTH));
        const canvas = document.createElement('canvas');
        canvas.width = Math.max(1, Math.round((video.videoWidth || WIDTH) * scale));
        canvas.height = Math.max(1, Math.round((video.videoHeight || 360) * scale));
        const g = canvas.getContext('2d');
        if (!g) return done(null);
        g.drawImage(video, 0, 0, canvas.width, canvas.height);
        canvas.toBlob((blob) => done(blob), 'image/jpeg', 0.82);
      };
    });
    video.src = url;
    return await frame;
  } catch {
    return null;
  } finally {
    video.removeAttribute('src');
    URL.revokeObjectURL(url);
  }
}
