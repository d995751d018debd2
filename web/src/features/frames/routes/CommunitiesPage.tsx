import { CommunitiesFramePage } from '../components/frame-pages';

/** The framed Communities page (docs/frames.md). */
export default function CommunitiesPage() {
  return <CommunitiesFramePage title="Communities" />;
}
