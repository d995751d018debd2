import { TokenFramePage } from '../components/frame-pages';

/** The framed Videos page (frame `videos`, with the session token). */
export default function VideosPage() {
  return <TokenFramePage name="videos" title="Videos" />;
}
